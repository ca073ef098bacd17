"""Triggered abilities created as a spell or ability resolves (603.7 delayed, 603.12
reflexive), "exiled this way" (608.2c), "tap or untap" (701.26), abilities working from a
graveyard (113.6m), slime counters (122.1, 613.1f/613.4b): real Oracle lines → compiled
structure, and the cards played on a board with the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s
from arbiter.rules import values as V

_DB = CardDatabase.bundled()


def _one(name: str, starts: str, spell: bool = False, face: int = 0):
    f = _DB.get(name).faces[face]
    line = next(x for x in (f.oracle_text or "").split("\n") if x.startswith(starts))
    abilities = compile_text(line, f.name, spell)
    assert abilities is not None and len(abilities) == 1, line
    return abilities[0]


def _tokens(game, name: str) -> list[int]:
    return [o for o in game.state.battlefield() if game.chars(o).name == name]


# -- 603.12: "you may pay ... any number of times. When you pay this cost one or more times" --
def test_603_12_primal_adversary_compiles() -> None:
    (pay,) = _one("Primal Adversary", "When").instructions
    assert isinstance(pay, I.MayPay) and pay.any_number
    reflexive = pay.reflexive
    (spec,) = reflexive.targets
    assert (spec.that_many, spec.up_to) == (True, True)
    assert reflexive.instructions[0] == I.PutCounters("+1/+1", V.EventAmount(), I.Ref.this())
    assert reflexive.instructions[1].affected == I.Ref.slots(0, -1)


def test_603_12_that_many_targets_only_after_paying_any_number_of_times() -> None:
    """Outside a reflexive ability, "up to that many target ..." has no number yet."""
    assert compile_text("Discard up to two cards, then return up to that many target "
                        "creature cards from your graveyard to your hand.", "X", True) is None


@pytest.mark.parametrize(("times", "targets"), [(2, ["f1", "f2"]), (1, ["f1"])])
def test_603_12_primal_adversary_pays_twice(solve, times, targets) -> None:
    """Primal Adversary: {1}{G} paid `times` times: that many +1/+1 counters, and up to that
    many target lands become 3/3 Wolf creatures with haste that are still lands (the
    targets are chosen as the reflexive ability is put on the stack, 603.12)."""
    pays = ["yes"] * times + (["no"] if times < 2 else [])
    out = solve(f"""
        name: primal
        battlefield:
          - {{card: Forest, as: f1}}
          - {{card: Forest, as: f2}}
          - {{card: Forest, as: f3}}
          - {{card: Forest, as: f4}}
        hand: {{Alice: [{{card: Primal Adversary, as: pa}}]}}
        choices: {pays + targets}
        actions:
          - enter: {{card: pa}}
        expect:
          pa: {{counters: {{"+1/+1": {times}}}, power: {4 + times}}}
          f1: {{types: [Creature, Land], subtypes: [Forest, Wolf], power: 3, toughness: 3,
               has: [haste]}}
          f3: {{types: [Land]}}
    """)
    assert out.passed, out.failures
    game = out.game
    wolves = [o for o in game.state.battlefield() if "Land" in game.chars(o).types
              and "Creature" in game.chars(o).types]
    assert len(wolves) == times


def test_603_12_not_paid_no_reflexive_trigger(solve) -> None:
    out = solve("""
        name: primal unpaid
        battlefield: [Forest, Forest]
        hand: {Alice: [{card: Primal Adversary, as: pa}]}
        choices: ["no"]
        actions:
          - enter: {card: pa}
        expect:
          pa: {power: 4}
    """)
    assert out.passed, out.failures
    assert not out.game.state.stack_items


# -- 603.12: "<create tokens>. When you do, ..." -----------------------------------------------
def test_603_12_diregraf_horde_compiles() -> None:
    (step,) = _one("Diregraf Horde", "When").instructions
    assert isinstance(step, I.WhenYouDo)
    assert isinstance(step.do[0], I.CreateToken) and step.do[0].n == 2
    (spec,) = step.reflexive.targets
    assert (spec.zone, spec.count, spec.up_to) == ("graveyard", 2, True)
    assert step.reflexive.instructions == (I.Exile(I.Ref.slots(0, 2)),)


def test_603_12_diregraf_horde_exiles_after_creating_zombies(solve) -> None:
    """The targets are chosen once the Zombies exist (603.12): two cards from Bob's
    graveyard are exiled."""
    out = solve("""
        name: horde
        hand: {Alice: [{card: Diregraf Horde, as: horde}]}
        graveyard: {Bob: [{card: Grizzly Bears, as: b1}, {card: Shock, as: b2},
                          {card: Plains, as: b3}]}
        choices: [b1, b2]
        actions:
          - enter: {card: horde}
        expect:
          b1: {zone: exile}
          b2: {zone: exile}
          b3: {zone: graveyard}
    """)
    assert out.passed, out.failures
    zombies = _tokens(out.game, "Zombie Token")
    assert len(zombies) == 2 and all(out.game.chars(z).has_keyword("decayed") for z in zombies)


# -- 608.2c: "If a creature card was exiled this way" / "For each ... exiled this way" --------
@pytest.mark.parametrize(("name", "face", "each"), [
    ("Graveyard Trespasser // Graveyard Glutton", 0, False),
    ("Graveyard Trespasser // Graveyard Glutton", 1, True),
])
def test_608_2c_exiled_this_way_compiles(name, face, each) -> None:
    (step,) = _one(name, "Whenever", face=face).instructions
    assert isinstance(step, I.ExileCounting) and step.each == each
    assert step.selector == s.IsType("Creature")
    amount = V.ThatMany() if each else 1
    assert step.then == (I.LoseLife(amount, "each_opponent"), I.GainLife(amount, "you"))


@pytest.mark.parametrize(("card", "life_bob", "life_alice"), [
    ("Grizzly Bears", 19, 21), ("Plains", 20, 20)])
def test_608_2c_graveyard_trespasser_creature_card_exiled(solve, card, life_bob,
                                                           life_alice) -> None:
    out = solve(f"""
        name: trespasser
        hand: {{Alice: [{{card: Graveyard Trespasser, as: gt}}]}}
        graveyard: {{Bob: [{{card: {card}, as: c}}]}}
        choices: [c]
        actions:
          - enter: {{card: gt}}
        expect:
          c: {{zone: exile}}
          player Bob: {{life: {life_bob}}}
          player Alice: {{life: {life_alice}}}
    """)
    assert out.passed, out.failures


def test_608_2c_graveyard_glutton_for_each_creature_card(solve) -> None:
    """At night Graveyard Trespasser enters transformed (702.145b): Graveyard Glutton's
    ability exiles two creature cards and a land: Bob loses 2 and Alice gains 2."""
    out = solve("""
        name: glutton
        day_night: night
        hand: {Alice: [{card: Graveyard Trespasser, as: gg}]}
        graveyard: {Bob: [{card: Grizzly Bears, as: c1}, {card: Grizzly Bears, as: c2}]}
        choices: [c1, c2]
        actions:
          - enter: {card: gg}
        expect:
          gg: {name: Graveyard Glutton}
          c1: {zone: exile}
          c2: {zone: exile}
          player Bob: {life: 18}
          player Alice: {life: 22}
    """)
    assert out.passed, out.failures


# -- 603.7: delayed triggered abilities created by spells -------------------------------------
def test_603_7_delayed_triggers_compile() -> None:
    (_, delayed) = _one("Blessed Defiance", "Target", True).instructions
    assert isinstance(delayed, I.CreateDelayedTrigger)
    assert delayed.remember == I.Ref.target(0)
    assert delayed.ability.trigger == Trigger("dies", "remembered")
    (rite,) = _one("Rite of Harmony", "Whenever", True).instructions
    assert rite.ability.trigger.selector == s.And((
        s.Or((s.IsType("Creature"), s.IsType("Enchantment"))), s.ControlledByYou()))
    assert (rite.this_turn, rite.once) == (True, False)
    (galvanic,) = _one("Galvanic Iteration", "When", True).instructions
    assert (galvanic.this_turn, galvanic.once) == (True, True)
    assert galvanic.ability.instructions == (I.CopySpell(I.Ref.event(), new_targets=True),)


def test_603_7_blessed_defiance_spirit_when_that_creature_dies(solve) -> None:
    out = solve("""
        name: defiance
        battlefield: [Plains, {card: Grizzly Bears, as: bears}, Mountain]
        hand: {Alice: [Blessed Defiance, Shock]}
        actions:
          - {cast: Blessed Defiance, targets: [bears]}
          - {cast: Shock, targets: [bears]}
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert len(_tokens(out.game, "Spirit Token")) == 1


def test_603_7_blessed_defiance_only_that_creature(solve) -> None:
    """Another creature dying doesn't trigger it (603.7c)."""
    out = solve("""
        name: defiance other
        battlefield: [Plains, {card: Grizzly Bears, as: bears}, {card: Grizzly Bears, as: b2},
                      Mountain]
        hand: {Alice: [Blessed Defiance, Shock]}
        actions:
          - {cast: Blessed Defiance, targets: [bears]}
          - {cast: Shock, targets: [b2]}
    """)
    assert out.passed, out.failures
    assert _tokens(out.game, "Spirit Token") == []


def test_603_7b_rite_of_harmony_this_turn_only(solve) -> None:
    """Each creature entering under Alice's control this turn draws a card; one of Bob's
    doesn't; next turn it's over."""
    from arbiter.engine.turn import steps

    out = solve("""
        name: rite
        battlefield: [Forest, Plains, Forest]
        hand: {Alice: [Rite of Harmony]}
        library: {Alice: [Island, Island, Island, Island], Bob: [Island, Island]}
        actions:
          - cast: Rite of Harmony
          - enter: {card: Grizzly Bears}
          - enter: {card: Grizzly Bears}
          - enter: {card: Grizzly Bears, controller: Bob}
        expect:
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures
    game = out.game
    game.state.turn.number += 1
    hand = len(game.state.zone_list("hand", 0))
    from arbiter.engine.replacement.entering import enter

    new = game.state.add_object({"owner": 0, "controller": 0, "card": "Grizzly Bears"},
                                "battlefield")
    enter(game, new)
    steps.resolve_all(game)
    assert len(game.state.zone_list("hand", 0)) == hand


def test_603_7b_galvanic_iteration_copies_the_next_instant_only(solve) -> None:
    out = solve("""
        name: galvanic
        battlefield: [Island, Mountain, Mountain, Mountain]
        hand: {Alice: [Galvanic Iteration, {card: Shock, as: s1}, {card: Shock, as: s2}]}
        choices: [null]
        actions:
          - cast: Galvanic Iteration
          - {cast: s1, targets: [Bob]}
          - {cast: s2, targets: [Bob]}
        expect:
          player Bob: {life: 14}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "trigger", "step"), [
    ("Sunstreak Phoenix", Trigger("day_night_changed", "any", zone="graveyard"),
     I.MayPay(cost=(__import__("arbiter.rules.costs", fromlist=["x"]).ManaPayment("{1}{R}"),),
              then=(I.ReturnSelfFromGraveyard(tapped=True),))),
    ("Bloodghast", Trigger("enters", "any", zone="graveyard", selector=s.And((
        s.IsType("Land"), s.ControlledByYou()))),
     I.MayDo(do=(I.ReturnSelfFromGraveyard(tapped=False),))),
])
def test_113_6m_return_from_your_graveyard_compiles(name, trigger, step) -> None:
    ab = _one(name, "Whenever" if name != "Bloodghast" else "Landfall")
    assert ab.trigger == trigger and ab.instructions == (step,)


def test_113_6m_return_from_your_graveyard_is_a_graveyard_ability() -> None:
    """An activated ability returning its card from the graveyard works there (113.6m):
    Ghoulsteed's, with its "Discard two cards" cost paid from the hand."""
    line = _DB.get("Ghoulsteed").faces[0].oracle_text.split("\n")[-1]
    (ab,) = compile_text(line, "Ghoulsteed")
    assert line.startswith("{2}{B}") and ab.zone == "graveyard"


def test_701_26_tap_or_untap_compiles() -> None:
    (may,) = _one("Component Collector", "Whenever").instructions
    assert may == I.MayDo(do=(I.TapOrUntap(I.Ref.target(0)),))


# -- 701.26 / 730: "you may tap or untap target nonland permanent" ---------------------------
def _night(game) -> None:
    """730.1: it becomes night (day becomes night); triggered abilities resolve."""
    from arbiter.engine.keywords import day_night
    from arbiter.engine.turn import steps

    day_night.become(game, "night")
    steps.resolve_all(game)


def test_701_26_component_collector_taps_or_untaps(board) -> None:
    game = board("""
        name: collector
        day_night: day
        battlefield: [{card: Component Collector, as: cc},
                      {card: Grizzly Bears, controller: Bob, as: bears}]
        choices: [bears, "yes", tap]
    """)
    _night(game)
    assert game.obj(obj_id(game, "bears")).tapped


def test_113_6m_sunstreak_phoenix_returns_from_the_graveyard(board) -> None:
    """Day becomes night with Sunstreak Phoenix in Alice's graveyard: she pays {1}{R}; it
    returns tapped."""
    game = board("""
        name: phoenix
        day_night: day
        battlefield: [Mountain, Mountain]
        graveyard: {Alice: [{card: Sunstreak Phoenix, as: ph}]}
        choices: ["yes"]
    """)
    _night(game)
    ph = obj_id(game, "ph")
    assert game.obj(ph).zone == "battlefield" and game.obj(ph).tapped


def test_113_6m_sunstreak_phoenix_does_nothing_on_the_battlefield(board) -> None:
    game = board("""
        name: phoenix bf
        day_night: day
        battlefield: [Mountain, Mountain, {card: Sunstreak Phoenix, as: ph}]
    """)
    from arbiter.engine import sba
    from arbiter.engine.keywords import day_night

    day_night.become(game, "night")
    sba.run(game)
    assert not game.state.stack_items and not game.obj(obj_id(game, "ph")).tapped


# -- 122.1 / 613: Sludge Monster's slime counters ---------------------------------------------
def test_613_sludge_monster_slime_counter(solve) -> None:
    """A non-Horror creature with a slime counter loses all abilities and is a 2/2; a
    Horror with one is unaffected; Sludge Monster can't target itself ("other")."""
    out = solve("""
        name: sludge
        battlefield:
          - {card: Serra Angel, controller: Bob, as: angel}
          - {card: Sludge Monster, as: other_sludge, counters: {slime: 1}}
        hand: {Alice: [{card: Sludge Monster, as: sm}]}
        choices: [angel]
        actions:
          - enter: {card: sm}
        expect:
          angel: {counters: {slime: 1}, power: 2, toughness: 2, lacks: [flying, vigilance]}
          other_sludge: {power: 5, toughness: 5}
    """)
    assert out.passed, out.failures


# -- 608.2h / 603.10a: "its power" of the creature that died ----------------------------------
def test_608_2h_its_power_of_what_died_compiles() -> None:
    from arbiter.rules.last_known import EventObjectPower

    power = EventObjectPower()
    assert _one("Willow Geist", "When this creature dies").instructions == (
        I.GainLife(power, "you"),)
    assert _one("Mask of Griselbrand", "Whenever").instructions == (
        I.MayPayLife(amount=power, then=(I.Draw(power),)),)
    (look,) = _one("Necrosynthesis", "When").instructions
    assert (look.n, look.rest, look.picks[0].count) == (power, "bottom_random", 1)


def test_608_2h_its_power_only_of_the_object_that_died() -> None:
    """After a target player is named, "its" is still the creature that died (a player has
    no power; tests/test_trigger_its_stat_608_2h.py plays Mortis Dogs); after a target
    object, "its" could be the target: not read."""
    from arbiter.rules.event_object_stats import EventObjectStat

    (dogs,) = compile_text("When this creature dies, target player loses life equal to its "
                           "power.", "Mortis Dogs")
    assert dogs.instructions[0].n == EventObjectStat("power")
    assert compile_text("When this creature dies, target creature gets -1/-1 until end of "
                        "turn. You gain life equal to its power.", "Test") is None


def test_608_2h_willow_geist_gains_its_last_known_power(solve) -> None:
    """Willow Geist with two +1/+1 counters dies: Alice gains 3 (its power as it last
    existed, counters included)."""
    out = solve("""
        name: willow dies
        battlefield: [{card: Willow Geist, as: geist, counters: {"+1/+1": 2}}]
        actions:
          - move: {card: geist, to: graveyard}
        expect:
          player Alice: {life: 23}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("answer", "life", "hand"), [("yes", 18, 2), ("no", 20, 0)])
def test_608_2h_mask_of_griselbrand_pay_x_life_draw_x(solve, answer, life, hand) -> None:
    """The equipped Grizzly Bears (2/2) dies: Alice may pay 2 life to draw 2 cards."""
    out = solve(f"""
        name: mask
        battlefield:
          - {{card: Grizzly Bears, as: bears}}
          - {{card: Mask of Griselbrand, attached_to: bears}}
        library: {{Alice: [Island, Island, Island]}}
        choices: ["{answer}"]
        actions:
          - move: {{card: bears, to: graveyard}}
        expect:
          player Alice: {{life: {life}, hand_size: {hand}}}
    """)
    assert out.passed, out.failures


def test_608_2h_necrosynthesis_looks_at_that_many_cards(solve) -> None:
    """The enchanted Grizzly Bears (2/2) dies: Alice looks at the top two cards, puts one
    into her hand and the other on the bottom."""
    out = solve("""
        name: necro
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Necrosynthesis, attached_to: bears}
        library: {Alice: [{card: Island, as: i1}, {card: Swamp, as: s1},
                          {card: Plains, as: p1}]}
        choices: [s1]
        actions:
          - move: {card: bears, to: graveyard}
        expect:
          s1: {zone: hand}
          i1: {zone: library}
    """)
    assert out.passed, out.failures
    game = out.game
    library = game.state.zone_list("library", 0)
    assert [game.quick_name(o) for o in library] == ["Plains", "Island"]
