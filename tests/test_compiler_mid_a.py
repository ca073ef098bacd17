"""Innistrad: Midnight Hunt templates (and the same templates on other cards): paying as an
effect resolves (118.3, 118.12), "counter ... unless its controller pays" (701.6a),
"exile it instead" after a counter, reflexive "when you pay this cost one or more times"
(603.12), tokens sacrificed at the next end step (603.7), shuffling cards into a library
(701.24a). Template tables of real Oracle lines, then the cards played on a board."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.rules import costs as K
from arbiter.rules import instructions as I
from arbiter.rules import values as V
from arbiter.rules.instructions import Ref
from arbiter.rules.parts import AddAbilities
from arbiter.rules.selectors import OwnedByYou

_DB = CardDatabase.bundled()


def compiled(name: str, starts: str):
    """The one ability the card's real Oracle line starting with `starts` compiles to."""
    for face in _DB.get(name).faces:
        for line in face.oracle_text.split("\n"):
            if line.startswith(starts):
                spell = bool({"Instant", "Sorcery"} & set(face.types))
                abilities = compile_text(line, face.name, spell=spell)
                assert abilities is not None and len(abilities) == 1, (line, abilities)
                return abilities[0]
    raise KeyError(f"{name}: no line starting {starts!r}")


# -- template tables ------------------------------------------------------------------------
@pytest.mark.parametrize(("name", "starts", "mana"), [
    ("Flip the Switch", "Counter target spell unless", "{4}"),
    ("Mana Leak", "Counter target spell unless", "{3}"),
    ("Force Spike", "Counter target spell unless", "{1}"),
])
def test_118_12_counter_unless_its_controller_pays(name: str, starts: str, mana: str) -> None:
    a = compiled(name, starts)
    assert [t.kind for t in a.targets] == ["spell"]
    pay = a.instructions[0]
    # The targeted spell's controller decides (701.6a, 118.12); not paying: countered.
    assert pay == I.MayPay(cost=(K.ManaPayment(mana),), otherwise=(I.CounterTarget(
        Ref.target(0)),), who=Ref.controller_of(0))


@pytest.mark.parametrize(("name", "starts", "mana", "then"), [
    ("Jerren, Corrupted Bishop", "At the beginning of your end step", "{4}{B}{B}",
     (I.Transform(Ref.this()),)),
    ("Lifecrafter's Bestiary", "Whenever you cast a creature spell", "{G}", (I.Draw(1),)),
    ("Soul Net", "Whenever a creature dies", "{1}", (I.GainLife(1),)),
])
def test_118_12_you_may_pay_if_you_do(name: str, starts: str, mana: str, then) -> None:
    a = compiled(name, starts)
    assert a.instructions == (I.MayPay(cost=(K.ManaPayment(mana),), then=then),)


def test_118_12_sacrifice_unless_you_pay() -> None:
    a = compiled("Peacekeeper", "At the beginning of your upkeep")
    assert a.instructions == (I.MayPay(cost=(K.ManaPayment("{1}{W}"),), otherwise=(
        I.Sacrifice(Ref.this()),), who="you"),)


@pytest.mark.parametrize(("name", "line"), [
    ("Thassa's Rebuff", "Counter target spell unless its controller pays {X}, where X is your "
                        "devotion to blue."),                      # nothing announces this X
])
def test_payments_the_engine_cant_make_stay_unread(name: str, line: str) -> None:
    """An X nobody announces is not read (Spit Flame's trigger working from the graveyard,
    113.6m, is read now: tests/test_graveyard_return_abilities.py; 107.14 energy payments
    are read now: tests/test_energy_counters.py)."""
    assert compile_text(line, name, spell=False) is None


def test_701_6a_countered_this_way_exile_it_instead() -> None:
    a = compiled("Dissipate", "Counter target spell")
    assert a.instructions == (I.CounterTarget(Ref.target(0), exile=True),)


def test_701_24a_devious_cover_up_counters_and_may_shuffle_up_to_four_cards() -> None:
    a = compiled("Devious Cover-Up", "Counter target spell")
    assert [(t.kind, t.count, t.up_to) for t in a.targets] == [("spell", 1, False),
                                                              ("card", 4, True)]
    assert OwnedByYou() in a.targets[1].selector.parts
    assert a.instructions == (I.CounterTarget(Ref.target(0), exile=True),
                              I.MayDo(do=(I.ShuffleInto(Ref.slots(1, 4)),)))


def test_603_12_pay_any_number_of_times_then_a_reflexive_trigger() -> None:
    a = compiled("Intrepid Adversary", "When this creature enters")
    (pay,) = a.instructions
    assert pay.cost == (K.ManaPayment("{1}{W}"),) and pay.any_number
    # "that many": the number of times the cost was paid (the reflexive event's amount).
    assert pay.reflexive.instructions == (I.PutCounters("valor", V.EventAmount(), Ref.this()),)
    tainted = compiled("Tainted Adversary", "When this creature enters").instructions[0]
    put, create = tainted.reflexive.instructions
    assert put == I.PutCounters("+1/+1", V.EventAmount(), Ref.this())
    assert create.n == V.Scaled(V.EventAmount(), 2)  # "twice that many"
    assert create.token.subtypes == ("Zombie",) and create.token.text == "Decayed"


def test_603_7_sacrifice_the_token_at_the_beginning_of_the_next_end_step() -> None:
    a = compiled("Hungry for More", "Create a 3/1")
    create, later = a.instructions
    assert create.token.subtypes == ("Vampire",) and (create.token.power, create.token.toughness
                                                      ) == (3, 1)
    # "it": the token just created (608.2c); the delayed ability remembers it (603.7c).
    assert later == I.DelayedTrigger("end", (I.Sacrifice(Ref.all_targets()),),
                                     what=Ref.created())


def test_611_2c_they_the_tokens_just_created_gain_haste() -> None:
    a = compiled("Burn Down the House", "\u2022 Create three")
    create, haste = a.instructions
    assert create.n == 3 and create.token.subtypes == ("Devil",)
    assert haste.affected == Ref.created() and haste.duration == "end_of_turn"
    assert isinstance(haste.parts[0], AddAbilities)


def test_701_24a_shuffle_up_to_three_target_cards_from_your_graveyard() -> None:
    a = compiled("Covetous Castaway", "When this creature enters, you may shuffle")
    assert a.instructions == (I.MayDo(do=(I.ShuffleInto(Ref.slots(0, 3)),)),)


# -- the real engine ----------------------------------------------------------------------------
_FLIP = """
    name: flip the switch
    battlefield: [Island, Island, Island, {lands}]
    hand: {{Alice: [{{card: Shivan Dragon, as: dragon}}], Bob: [Flip the Switch]}}
    actions:
      - {{cast: Shivan Dragon, respond: true}}
      - {{cast: Flip the Switch, by: Bob, targets: [dragon]{choices}}}
    expect:
      dragon: {{zone: {zone}}}
"""


@pytest.mark.parametrize(("pay", "zone"), [("yes", "battlefield"), ("no", "graveyard")])
def test_118_12_flip_the_switch_the_spells_controller_decides(solve, pay: str,
                                                              zone: str) -> None:
    """701.6a / 118.12: Alice, the countered spell's controller, chooses to pay {4} (her four
    Islands are tapped: 601.2g-h) or not (the Dragon is countered)."""
    out = solve(_FLIP.format(lands="Island", choices=f", choices: {{pay: {pay}}}", zone=zone))
    assert out.passed, out.failures
    game = out.game
    islands = [o for o in game.state.battlefield() if game.name_of(o) == "Island"]
    assert all(game.obj(o).tapped for o in islands) == (pay == "yes")
    zombies = [o for o in game.state.battlefield() if game.controller_of(o) == 1]
    assert len(zombies) == 1  # Bob's 2/2 Zombie either way


def test_118_3_a_cost_that_cant_be_paid_isnt_offered(solve) -> None:
    """118.3: with three untapped lands Alice can't pay {4}: she isn't asked, the Dragon is
    countered and her lands stay untapped."""
    out = solve(_FLIP.format(lands="{card: Island, tapped: true}", choices="",
                             zone="graveyard"))
    assert out.passed, out.failures
    game = out.game
    assert [game.obj(o).tapped for o in game.state.battlefield()
            if game.name_of(o) == "Island"].count(False) == 3


def test_701_6a_dissipate_exiles_the_countered_spell(solve) -> None:
    out = solve("""
        name: dissipate
        hand: {Alice: [{card: Shivan Dragon, as: dragon}], Bob: [Dissipate]}
        actions:
          - {cast: Shivan Dragon, respond: true}
          - {cast: Dissipate, by: Bob, targets: [dragon]}
        expect:
          dragon: {zone: exile}
    """)
    assert out.passed, out.failures


def test_603_12_intrepid_adversary_paid_twice_gets_two_valor_counters(solve) -> None:
    """Alice pays {1}{W} twice (four of her five Plains are tapped; a third payment isn't
    offered with one land left, 118.3); the reflexive ability puts two valor counters on it,
    and its static ability gives her creatures +2/+2."""
    out = solve("""
        name: intrepid adversary
        battlefield: [Plains, Plains, Plains, Plains, Plains, {card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Intrepid Adversary, as: adv}]}
        choices: [yes, yes]
        actions:
          - {cast: Intrepid Adversary}
        expect:
          adv: {counters: {valor: 2}, power: 5}
          bears: {power: 4, toughness: 4}
    """)
    assert out.passed, out.failures
    game = out.game
    assert [game.obj(o).tapped for o in game.state.battlefield()
            if game.name_of(o) == "Plains"].count(True) == 4


def test_603_7_hungry_for_more_sacrifices_the_vampire_at_the_next_end_step(solve) -> None:
    text = """
        name: hungry for more
        hand: {Alice: [Hungry for More]}
        actions:
          - {cast: Hungry for More}
    """
    game = solve(text).game
    (vampire,) = game.state.battlefield()
    assert game.chars(vampire).power == 3 and game.chars(vampire).has_keyword("haste")
    game = solve(text + "      - {pass: next_turn}\n", name="later.yaml").game
    assert game.state.battlefield() == []  # 701.21a sacrificed; 111.7 the token is gone


def test_701_24a_devious_cover_up_exiles_the_spell_and_shuffles_two_cards(solve) -> None:
    """701.6a: the Dragon is exiled; 701.24a: Bob's two graveyard cards are shuffled into
    his library (up to four targets: two chosen)."""
    out = solve("""
        name: devious cover-up
        hand: {Alice: [{card: Shivan Dragon, as: dragon}], Bob: [Devious Cover-Up]}
        graveyard: {Bob: [{card: Grizzly Bears, as: a}, {card: Forest, as: b}]}
        library: {Bob: [Plains]}
        actions:
          - {cast: Shivan Dragon, respond: true}
          - {cast: Devious Cover-Up, by: Bob, targets: [dragon, a, b], choices: {may: yes}}
        expect:
          dragon: {zone: exile}
          a: {zone: library}
          b: {zone: library}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(game.state.zone_list("library", 1)) == 3 and obj_id(game, "a") > 0
