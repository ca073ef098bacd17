"""Innistrad: Midnight Hunt costs and counts (group F): real Oracle lines → compiled
structure, and the cards played on a board with the real engine.

601.2f cost reductions counted over the turn (700.4, 508.1a)."""

from __future__ import annotations

import pytest
from conftest import obj_id
from oracle import line as _line
from oracle import one as _one

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.total_cost import total_cost
from arbiter.engine.combat.declare import declare_attackers
from arbiter.rules import values as V
from arbiter.rules.spell_costs import SelfCostChange


# -- 601.2f: "This spell costs {1} less to cast for each <thing that happened this turn>" -----
@pytest.mark.parametrize(("name", "spell", "per"), [
    ("Diregraf Rebirth", True, V.CreaturesDiedThisTurn()),
    ("Search Party Captain", False, V.CreaturesAttackedWithThisTurn()),
])
def test_601_2f_costs_less_for_each_this_turn(name, spell, per) -> None:
    ab = _one(name, "This spell costs", spell)
    assert isinstance(ab, SelfCostChange)
    assert (ab.amount, ab.condition, ab.per) == (-1, None, per)


def test_700_4_diregraf_rebirth_costs_one_less_per_creature_that_died(board) -> None:
    """601.2f / 700.4: two creatures died this turn (one of them Bob's); a creature card
    milled from the library didn't die. {3}{B}{G} becomes {1}{B}{G}, and its flashback
    {5}{B}{G} becomes {3}{B}{G}."""
    game = board("""
        name: diregraf
        battlefield: [{card: Grizzly Bears, as: a}, {card: Grizzly Bears, controller: Bob,
                      as: b}]
        graveyard: {Alice: [{card: Diregraf Rebirth, as: gy}]}
        hand: {Alice: [{card: Diregraf Rebirth, as: r}]}
        library: {Alice: [{card: Grizzly Bears, as: lib}], Bob: [Plains]}
        actions:
          - move: {card: a, to: graveyard}
          - move: {card: b, to: graveyard}
          - move: {card: lib, to: graveyard}
    """)
    assert game.state.turn.creatures_died == 2
    assert str(total_cost(game, obj_id(game, "r"), 0, None)[0]) == "{1}{B}{G}"
    assert str(total_cost(game, obj_id(game, "gy"), 0, "flashback")[0]) == "{3}{B}{G}"


def test_508_1a_search_party_captain_counts_creatures_you_attacked_with(board) -> None:
    """601.2f / 508.1a: Alice attacked with two creatures; one has since left the
    battlefield and still counts. Bob's attackers (another turn) don't count for her."""
    game = board("""
        name: search party
        battlefield: [{card: Grizzly Bears, as: a}, {card: Grizzly Bears, as: b},
                      {card: Grizzly Bears, as: c}]
        hand: {Alice: [{card: Search Party Captain, as: cap}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cap = obj_id(game, "cap")
    assert str(total_cost(game, cap, 0, None)[0]) == "{3}{W}"
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {obj_id(game, "a"): ("player", 1),
                                    obj_id(game, "b"): ("player", 1)})
    game.move(obj_id(game, "b"), "graveyard")
    assert str(total_cost(game, cap, 0, None)[0]) == "{1}{W}"
    assert str(total_cost(game, cap, 1, None)[0]) == "{3}{W}"


# -- 602.2b / 601.2b / 107.3a: X announced for an activated ability -----------------------------
@pytest.mark.parametrize(("name", "face", "mana", "target"), [
    ("Tovolar, Dire Overlord", 1, "{X}{R}{G}", "target Wolf or Werewolf you control"),
    ("Kessig Wolf Run", 0, "{X}{R}{G}", "target creature"),
])
def test_602_2b_x_in_an_activation_cost_is_read(name, face, mana, target) -> None:
    from arbiter.rules import costs as K
    from arbiter.rules import instructions as I
    from arbiter.rules import parts as P
    from arbiter.rules.abilities import ActivatedAbility

    ab = _one(name, "{X}", False, face)
    assert isinstance(ab, ActivatedAbility)
    assert ab.cost[0] == K.ManaPayment(mana)
    assert ab.targets[0].description == target
    step = ab.instructions[0]
    assert isinstance(step, I.CreateEffect) and step.duration == "end_of_turn"
    assert step.parts[0] == P.ModifyPT(V.ChosenX(), V.Const(0))
    assert step.parts[1].abilities[0].keyword == "trample"


_TOVOLAR_NIGHT = """
    name: tovolar x
    day_night: night
    battlefield:
      - {card: "Tovolar, Dire Overlord", transformed: true, as: tov}
      - {card: Grizzly Bears, as: bears}
      - Mountain
      - Forest
      - Forest
      - Forest
    library: {Alice: [Forest, Forest], Bob: [Forest]}
"""


def test_602_2b_tovolar_announces_x_and_pays_it(board) -> None:
    """601.2b via 602.2b: Alice announces X among the values she can pay for (four lands,
    {R}{G} + X: at most 2); X = 2 taps all four lands, and Tovolar (4/4; the Bears aren't a
    Wolf or Werewolf, so Tovolar is the only target) gets +2/+0 and trample until end of
    turn (107.3a: X in the text is the announced X)."""
    game = board(_TOVOLAR_NIGHT)
    tov = obj_id(game, "tov")
    game.apply(next(a for a in game.legal_actions() if "{X}{R}{G}" in str(a)))
    assert [str(a) for a in game.legal_actions()] == ["0", "1", "2"]
    game.apply("2")
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if "Land" in game.chars(o).types)
    while game.state.stack_items:
        game.apply("pass")
    ch = game.chars(tov)
    assert (ch.power, ch.toughness, ch.has_keyword("trample")) == (6, 4, True)
    assert game.chars(obj_id(game, "bears")).power == 2


def test_107_3a_x_given_by_a_scenario_activation(solve) -> None:
    """107.3a: X = 3 given with the activation: Tovolar is 7/4 with trample."""
    out = solve(_TOVOLAR_NIGHT + """
    actions:
      - activate: {card: tov, ability: 2, targets: [tov], choices: {x: 3}}
    expect:
      tov: {power: 7, toughness: 4, has: [trample]}
    """)
    assert out.passed, out.failures


# -- 118.8 / 601.2b / 601.2f: "sacrifice a creature or pay {3}{B}" -------------------------------
@pytest.mark.parametrize(("name", "spell", "options"), [
    ("Eaten Alive", True, ("Sacrifice a creature", "{3}{B}")),
    ("Morkrut Behemoth", False, ("Sacrifice a creature", "{1}{B}")),
    ("Spark Harvest", True, ("Sacrifice a creature", "{3}{B}")),
    ("Bayou Groff", False, ("Sacrifice a creature", "{3}")),
    ("Lightning Axe", True, ("Discard a card", "{5}")),
    ("Bone Shards", True, ("Sacrifice a creature", "Discard a card")),
])
def test_118_8_additional_cost_with_a_choice(name, spell, options) -> None:
    from arbiter.rules import costs as K
    from arbiter.rules.abilities import AdditionalCost

    ab = _one(name, "As an additional cost", spell)
    assert isinstance(ab, AdditionalCost) and len(ab.costs) == 1
    choice = ab.costs[0]
    assert isinstance(choice, K.CostChoice)
    assert tuple(str(o) for o in choice.options) == options


_EATEN = """
    name: eaten alive
    battlefield:
      - {card: Grizzly Bears, as: mine}
      - {card: Grizzly Bears, controller: Bob, as: theirs}
%s
    hand: {Alice: [{card: Eaten Alive, as: ea}]}
    library: {Alice: [Forest, Forest], Bob: [Forest]}
"""


def _swamps(n: int) -> str:
    return "\n".join(["      - Swamp"] * n)


@pytest.mark.parametrize(("option", "mine_left", "tapped"), [
    ("Sacrifice a creature", False, 1),
    ("pay {3}{B}", True, 5),
])
def test_601_2f_eaten_alive_sacrifice_or_pay(board, option, mine_left, tapped) -> None:
    """601.2b: Alice announces one option; 601.2f: paying {3}{B} makes the total cost
    {3}{B}{B} (five Swamps) and nothing is sacrificed; sacrificing leaves it at {B}. Either
    way Bob's Bears is exiled."""
    game = board(_EATEN % _swamps(5))
    game.apply(next(a for a in game.legal_actions() if "Eaten Alive" in str(a)))
    assert [str(a) for a in game.legal_actions()] == ["Sacrifice a creature", "pay {3}{B}"]
    game.apply(option)
    game.apply(next(a for a in game.legal_actions() if str(a).endswith(
        f"#{obj_id(game, 'theirs')}")))
    lands = [o for o in game.state.battlefield() if "Land" in game.chars(o).types]
    assert sum(game.obj(o).tapped for o in lands) == tapped
    assert (game.obj(obj_id(game, "mine")).zone == "battlefield") == mine_left
    while game.state.stack_items:
        game.apply("pass")
    assert game.obj(obj_id(game, "theirs")).zone == "exile"


def test_601_2b_only_payable_options_are_offered(board) -> None:
    """Four Swamps can't pay {3}{B}{B}: sacrificing is the only option, so it isn't even
    asked (the Bears Alice controls is sacrificed as she casts it). With no creature of
    her own and four Swamps, Eaten Alive can't be cast at all (601.2h)."""
    game = board(_EATEN % _swamps(4))
    game.apply(next(a for a in game.legal_actions() if "Eaten Alive" in str(a)))
    assert game.pending_decision.kind == "target"
    game.apply(next(a for a in game.legal_actions() if str(a).endswith(
        f"#{obj_id(game, 'theirs')}")))
    assert game.obj(obj_id(game, "mine")).zone == "graveyard"
    game = board((_EATEN % _swamps(4)).replace("{card: Grizzly Bears, as: mine}",
                                               "{card: Grizzly Bears, controller: Bob}"))
    assert not any("Eaten Alive" in str(a) for a in game.legal_actions())


def test_601_2b_scenario_announces_the_option(solve) -> None:
    """A scenario names the option; the creature spell Morkrut Behemoth paying {1}{B}
    sacrifices nothing."""
    out = solve("""
        name: behemoth
        battlefield: [{card: Grizzly Bears, as: b}]
        hand: {Alice: [{card: Morkrut Behemoth, as: m}]}
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - {cast: Morkrut Behemoth, choices: {additional_option: "pay {1}{B}"}}
        expect:
          b: {zone: battlefield}
          m: {zone: battlefield, power: 7}
    """)
    assert out.passed, out.failures


# -- 604.3 / 613.4a: "power is equal to N and its toughness is equal to that number plus 1" ---
def test_604_3_consuming_blob_cda_compiles() -> None:
    from arbiter.rules import parts as P
    from arbiter.rules import selectors as s
    from arbiter.rules.counts import CardTypesAmong, Sum

    ab = _one("Consuming Blob", "Consuming Blob's power", False)
    n = CardTypesAmong(s.And((s.InZone(("graveyard",)), s.OwnedByYou())))
    assert ab.cda and ab.effects[0].parts == (P.DefinePT(n, Sum((n, V.Const(1)))),)


def test_613_4a_consuming_blob_and_its_ooze_count_card_types(solve) -> None:
    """205.2a: Alice's graveyard holds a creature, an instant and a land (Bob's artifact
    creature doesn't count: not her graveyard): Consuming Blob is 3/4. At her end step it
    makes an Ooze with the same ability (its CDA works on the token, 604.3a), also 3/4;
    the Blob's +1/+1 counter applies after the CDA (613.4c): 4/5."""
    out = solve("""
        name: blob
        battlefield: [{card: Consuming Blob, as: blob}]
        graveyard: {Alice: [Grizzly Bears, Lightning Bolt, Forest], Bob: [Ornithopter]}
        library: {Alice: [Forest, Forest], Bob: [Forest]}
        actions:
          - counters: {on: blob, add: {+1/+1: 1}}
          - pass: {to: end}
        expect:
          blob: {power: 4, toughness: 5}
    """)
    assert out.passed, out.failures
    game = out.game
    oozes = [o for o in game.state.battlefield() if game.chars(o).name != "Consuming Blob"]
    assert len(oozes) == 1
    ch = game.chars(oozes[0])
    assert (ch.name, ch.power, ch.toughness) == ("Ooze Token", 3, 4)


# -- 601.2f: "<spells> you cast cost {X} less to cast, where X is ~'s power" ---------------------
def test_601_2f_vadrik_cost_x_less_compiles() -> None:
    from arbiter.engine.casting.total_cost import CostChange
    from arbiter.rules import selectors as s

    ab = _one("Vadrik, Astral Archmage", "Instant and sorcery spells", False)
    change = ab.effects[0].parts[0].detail
    assert change == CostChange(-1, s.Or((s.IsType("Instant"), s.IsType("Sorcery"))), "you",
                                times=V.SourcePower())


def test_601_2f_vadrik_reduces_generic_mana_by_its_power(board) -> None:
    """601.2f: Vadrik with two +1/+1 counters has power 3: Alice's Divination ({2}{U})
    costs {U} (only generic mana is reduced), her Lightning Bolt ({R}) stays {R}, her
    creature spell is unchanged, and Bob's instant isn't hers."""
    game = board("""
        name: vadrik
        battlefield: [{card: "Vadrik, Astral Archmage", as: v}]
        hand: {Alice: [{card: Divination, as: div}, {card: Lightning Bolt, as: bolt},
                       {card: Grizzly Bears, as: gb}],
               Bob: [{card: Divination, as: bobdiv}]}
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - counters: {on: v, add: {+1/+1: 2}}
    """)
    assert game.chars(obj_id(game, "v")).power == 3
    assert str(total_cost(game, obj_id(game, "div"), 0, None)[0]) == "{U}"
    assert str(total_cost(game, obj_id(game, "bolt"), 0, None)[0]) == "{R}"
    assert str(total_cost(game, obj_id(game, "gb"), 0, None)[0]) == "{1}{G}"
    assert str(total_cost(game, obj_id(game, "bobdiv"), 1, None)[0]) == "{2}{U}"


# -- 701.10b: "double the power and toughness of each creature you control" -------------------
@pytest.mark.parametrize(("name", "starts", "spell", "power", "toughness"), [
    ("Unnatural Growth", "At the beginning of each combat", False, True, True),
    ("Unleash Fury", "Double the power", True, True, False),
])
def test_701_10b_double_power_and_toughness_compiles(name, starts, spell, power,
                                                      toughness) -> None:
    from arbiter.rules import instructions as I
    from arbiter.rules.doubling import OwnAsResolved

    ab = _one(name, starts, spell)
    step = ab.instructions[0]
    assert isinstance(step, I.CreateEffect) and step.duration == "end_of_turn"
    part = step.parts[0]
    assert isinstance(part.power, OwnAsResolved) == power
    assert isinstance(part.toughness, OwnAsResolved) == toughness


def test_608_2c_those_creatures_after_an_effect_on_each_are_the_affected_ones() -> None:
    """God-Eternal Rhonas: "Those creatures gain vigilance" names the creatures the first
    sentence affected (608.2c, 611.2c; played through the engine for Great Oak Guardian in
    `test_effect_affected_them_608_2c`), not Rhonas. (Before, the line stayed unread rather
    than giving Rhonas vigilance.)"""
    from arbiter.rules import instructions as I

    line = _line("God-Eternal Rhonas", "When God-Eternal Rhonas enters")
    (ab,) = compile_text(line, "God-Eternal Rhonas")
    vigilance = ab.instructions[1]
    assert isinstance(vigilance, I.CreateEffect)
    assert vigilance.affected == I.Ref("effect_affected") != I.Ref.this()


def test_701_10b_unnatural_growth_doubles_each_creature_as_it_resolves(solve) -> None:
    """At the beginning of combat Alice's Bears (2/2 with a +1/+1 counter: 3/3) gets
    +3/+3 and her Ornithopter (0/2) +0/+2; Bob's Bears isn't hers. A counter put on the
    Bears afterwards isn't doubled (701.10b: X is fixed as the ability resolves): 7/7."""
    out = solve("""
        name: unnatural growth
        battlefield:
          - Unnatural Growth
          - {card: Grizzly Bears, as: bears}
          - {card: Ornithopter, as: thopter}
          - {card: Grizzly Bears, controller: Bob, as: theirs}
        library: {Alice: [Forest, Forest], Bob: [Forest]}
        actions:
          - counters: {on: bears, add: {+1/+1: 1}}
          - pass: {to: beginning_of_combat}
          - counters: {on: bears, add: {+1/+1: 1}}
        expect:
          bears: {power: 7, toughness: 7}
          thopter: {power: 0, toughness: 4}
          theirs: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_701_10c_doubling_a_negative_power(board) -> None:
    """701.10c: Wall of Stone (0/8) with a -1/-1 counter is -1/7; doubling its power and
    toughness gives it -1/+7: -2/14."""
    from arbiter.engine.stack.items import StackItem
    from arbiter.engine.stack.resolve import run
    from arbiter.rules import instructions as I
    from arbiter.rules.doubling import OwnAsResolved
    from arbiter.rules.parts import ModifyPT

    game = board("""
        name: negative
        battlefield: [{card: Wall of Stone, as: wall}]
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - counters: {on: wall, add: {-1/-1: 1}}
    """)
    wall = obj_id(game, "wall")
    assert (game.chars(wall).power, game.chars(wall).toughness) == (-1, 7)
    step = I.CreateEffect(parts=(ModifyPT(OwnAsResolved("power"), OwnAsResolved("toughness")),),
                          affected=I.Ref.this(), duration="end_of_turn")
    run(game, StackItem(0, "activated", wall, None, 0, []), (step,))
    assert (game.chars(wall).power, game.chars(wall).toughness) == (-2, 14)


# -- 122.8 / 701.27a: "Then if it has N or more <kind> counters on it, remove them and
#    transform it" ----------------------------------------------------------------------------
@pytest.mark.parametrize(("name", "starts", "kind", "n"), [
    ("Heirloom Mirror", "{1}, {T}", "ritual", 3),
    ("Smoldering Egg", "Whenever you cast", "ember", 7),
])
def test_701_27a_counter_threshold_transforms(name, starts, kind, n) -> None:
    from arbiter.rules import conditions as C
    from arbiter.rules import instructions as I

    ab = _one(name, starts, False)
    put, check = ab.instructions[-2:]
    assert isinstance(put, I.PutCounters) and put.kind == kind and put.on == I.Ref.this()
    assert isinstance(check, I.If) and check.condition == C.SourceCounters(kind, n)
    remove, transform = check.then
    assert remove == I.RemoveCounters(kind, V.CountersOnSource(kind), on=I.Ref.this())
    assert transform == I.Transform(I.Ref.this())


def test_701_27a_it_must_be_the_source() -> None:
    """"it" naming another object than the source isn't read (the counters counted are the
    source's)."""
    assert compile_text("{T}: Put a +1/+1 counter on target creature. Then if it has three or "
                        "more +1/+1 counters on it, remove them and transform it.",
                        "Zork Mirror") is None


_MIRROR = """
    name: heirloom mirror
    battlefield: [{card: Heirloom Mirror, as: mirror}, Swamp]
    hand: {Alice: [{card: Grizzly Bears, as: keep}, {card: Forest, as: toss}]}
    library: {Alice: [{card: Island, as: top}, {card: Plains, as: second}], Bob: [Forest]}
    actions:
      - counters: {on: mirror, add: {ritual: %d}}
"""


@pytest.mark.parametrize(("before", "transformed", "left"), [(2, True, 0), (1, False, 2)])
def test_701_27a_heirloom_mirror(board, before, transformed, left) -> None:
    """{1}, {T}, Pay 1 life, Discard a card (Alice chooses the Forest, 701.9a): she draws
    the Island, mills the Plains, and the Mirror gets a ritual counter; with three it loses
    them and transforms into Inherited Fiend, with two it stays."""
    game = board(_MIRROR % before)
    game.apply(next(a for a in game.legal_actions() if "Heirloom Mirror" in str(a)))
    assert game.pending_decision.prompt == "Discard a card: choose"
    game.apply(next(a for a in game.legal_actions() if str(a).startswith("Forest")))
    while game.state.stack_items:
        game.apply("pass")
    mirror = obj_id(game, "mirror")
    assert game.state.players[0].life == 19
    assert game.obj(obj_id(game, "toss")).zone == "graveyard"
    assert game.obj(obj_id(game, "top")).zone == "hand"
    assert game.obj(obj_id(game, "second")).zone == "graveyard"
    assert game.obj(mirror).counters.get("ritual", 0) == left
    assert (game.chars(mirror).name == "Inherited Fiend") == transformed


def test_601_2h_smoldering_egg_counts_the_mana_spent(solve) -> None:
    """Smoldering Egg with 5 ember counters: Alice casts Divination paying {2}{U} with three
    lands (3 mana spent): 8 >= 7, so the counters are removed and it transforms into
    Ashmouth Dragon (before Divination resolves)."""
    out = solve("""
        name: egg
        battlefield: [{card: Smoldering Egg, as: egg}, Island, Island, Island]
        hand: {Alice: [Divination]}
        library: {Alice: [Forest, Forest, Forest], Bob: [Forest]}
        actions:
          - counters: {on: egg, add: {ember: 5}}
          - {cast: Divination, pay: true, respond: true}
          - resolve: 1
        expect:
          egg: {name: Ashmouth Dragon, power: 4, toughness: 4}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "egg")).counters.get("ember", 0) == 0
    assert game.state.stack_items and game.state.stack_items[-1].kind == "spell"


def test_601_2h_smoldering_egg_one_mana(solve) -> None:
    """Lightning Bolt ({R}, one Mountain tapped): 1 ember counter, no transformation."""
    out = solve("""
        name: egg one
        battlefield: [{card: Smoldering Egg, as: egg}, Mountain]
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], pay: true, respond: true}
          - resolve: 1
        expect:
          egg: {name: Smoldering Egg, counters: {ember: 1}}
    """)
    assert out.passed, out.failures


def test_601_2h_smoldering_egg_mana_not_paid_through_the_engine_stops(solve) -> None:
    """A scenario cast with provided mana: how much was spent isn't known, so the Egg's
    trigger stops the game naming the text (principle 5)."""
    from arbiter.scenario.errors import ScenarioError

    with pytest.raises(ScenarioError, match="mana spent to cast"):
        solve("""
            name: egg provided
            battlefield: [{card: Smoldering Egg, as: egg}]
            hand: {Alice: [Divination]}
            library: {Alice: [Forest, Forest], Bob: [Forest]}
            actions:
              - cast: Divination
        """)


# -- 701.27a: "Then transform any number of Human Werewolves you control" ----------------------
def test_701_27a_tovolar_upkeep_compiles() -> None:
    from arbiter.engine.keyword_actions.transform_choice import TransformAnyNumber
    from arbiter.rules import conditions as C
    from arbiter.rules import instructions as I
    from arbiter.rules import selectors as s

    ab = _one("Tovolar, Dire Overlord", "At the beginning of your upkeep", False)
    assert ab.trigger.step == "upkeep" and ab.trigger.whose == "you"
    assert isinstance(ab.intervening_if, C.Compare) and ab.intervening_if.n == 3
    night, choose = ab.instructions
    assert night == I.SetDayNight("night")
    assert choose == TransformAnyNumber(s.And((
        s.InZone(("battlefield",)), s.And((s.IsSubtype("Human"), s.IsSubtype("Werewolf"))),
        s.ControlledByYou())))


class _Pick:
    """Answers "transform any number" with the given objects, then "done"."""

    def __init__(self, picks: list[int]) -> None:
        self.picks = list(picks)
        self.offered: list[list[object]] = []

    def decide(self, d):  # type: ignore[no-untyped-def]
        if d.key == "transform":
            self.offered.append([v for _, v in d.options])
            return self.picks.pop(0) if self.picks else None
        return d.options[0][1] if d.options else None


def test_701_27a_transform_any_number_chosen_by_the_controller(board) -> None:
    """"Transform any number of Humans you control" (the instruction Tovolar's line makes,
    with Delver of Secrets as a fully read double-faced Human): Alice may choose among her
    Humans only (not Bob's Delver); she chooses one Delver, which becomes Insectile
    Aberration; the other stays. Daybound Tovolar, chosen, doesn't transform (702.145b)."""
    from arbiter.engine.keyword_actions.transform_choice import TransformAnyNumber
    from arbiter.engine.stack.items import StackItem
    from arbiter.engine.stack.resolve import run
    from arbiter.rules import selectors as s

    game = board("""
        name: any number
        battlefield:
          - {card: "Tovolar, Dire Overlord", as: tov}
          - {card: Delver of Secrets, as: d1}
          - {card: Delver of Secrets, as: d2}
          - {card: Delver of Secrets, controller: Bob, as: bobs}
        library: {Alice: [Forest], Bob: [Forest]}
    """)
    d1, d2, tov = obj_id(game, "d1"), obj_id(game, "d2"), obj_id(game, "tov")
    game.decider = _Pick([d1, tov])
    step = TransformAnyNumber(s.And((s.InZone(("battlefield",)), s.IsSubtype("Human"),
                                     s.ControlledByYou())))
    run(game, StackItem(0, "triggered", tov, None, 0, []), (step,))
    assert sorted(game.decider.offered[0][1:]) == sorted([tov, d1, d2])
    assert game.chars(d1).name == "Insectile Aberration"
    assert game.chars(d2).name == "Delver of Secrets"
    assert game.chars(tov).name == "Tovolar, Dire Overlord"


def test_730_1_tovolar_makes_it_night_at_upkeep(board) -> None:
    """Tovolar and two Wolves (three Wolves and/or Werewolves): at Alice's upkeep it becomes
    night, so daybound Tovolar transforms (702.145c); with only one Wolf it stays day."""
    from arbiter.engine import sba
    from arbiter.engine.turn.steps import resolve_all, step_actions

    for wolves, night in ((2, True), (1, False)):
        wolf = "{token: {name: Wolf, types: [Creature], subtypes: [Wolf], colors: [green], " \
               "power: 2, toughness: 2}}"
        tokens = ", ".join([wolf] * wolves)
        game = board(f"""
            name: tovolar upkeep
            day_night: day
            turn: {{number: 3, step: upkeep}}
            battlefield: [{{card: "Tovolar, Dire Overlord", as: tov}}, {tokens}]
            library: {{Alice: [Forest], Bob: [Forest]}}
        """)
        game.state.turn.step = "upkeep"
        step_actions(game, "upkeep")
        sba.run(game)
        resolve_all(game)
        assert game.state.day_night == ("night" if night else "day")
        assert (game.chars(obj_id(game, "tov")).name == "Tovolar, the Midnight Scourge") == night
