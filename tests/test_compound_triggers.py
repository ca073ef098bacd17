"""Trigger conditions naming several events (603.2), cards put into a graveyard from a
library, and "one or more cards leave your graveyard" (603.2c): real Oracle lines → the
compiled trigger, and the cards played on a board with the real engine. Simultaneous deaths
look back in time (603.10a)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s
from arbiter.rules.spell_selectors import CastFrom

_DB = CardDatabase.bundled()


def _trigger(name: str, starts: str) -> Trigger:
    face = _DB.get(name).faces[0]
    line = next(x for x in (face.oracle_text or "").split("\n") if x.startswith(starts))
    abilities = compile_text(line, face.name)
    assert abilities is not None and len(abilities) == 1, line
    return abilities[0].trigger


_HUMAN = s.And((s.Not(s.IsToken()), s.IsSubtype("Human")))


@pytest.mark.parametrize(("name", "starts", "alternatives"), [
    ("Jerren, Corrupted Bishop", "Whenever Jerren", (
        Trigger("enters", "self"),
        Trigger("dies", "any", selector=s.And((_HUMAN, s.ControlledByYou(), s.OTHER))))),
    ("Ominous Roost", "When this enchantment enters", (
        Trigger("enters", "self"),
        Trigger("cast", "you", selector=s.And((s.InZone(("stack",)), s.OwnedByYou(),
                                                CastFrom("graveyard")))))),
    ("Brinelin, the Moon Kraken", "When Brinelin", (
        Trigger("enters", "self"),
        Trigger("cast", "you", selector=s.And((s.InZone(("stack",)),
                                                s.StatCompare("mana_value", ">=", 6)))))),
    ("Dreadhound", "Whenever a creature dies", (
        Trigger("dies", "any", selector=s.IsType("Creature")),
        Trigger("put_into_graveyard", "any", selector=s.IsType("Creature"),
                from_zone="library"))),
])
def test_603_2_a_trigger_condition_naming_two_events(name, starts, alternatives) -> None:
    t = _trigger(name, starts)
    assert (t.event, t.any_of) == ("any_of", alternatives)


@pytest.mark.parametrize("name", ["Willow Geist", "Fuming Effigy", "Stonebound Mentor",
                                  "Quintorius, Field Historian"])
def test_603_2c_one_or_more_cards_leave_your_graveyard(name) -> None:
    assert _trigger(name, "Whenever one or more cards leave") == Trigger(
        "zone_change", "you", from_zone="graveyard", batch=True)


def _human_tokens(game) -> int:
    return sum(1 for o in game.state.battlefield()
               if game.obj(o).token is not None and game.chars(o).name == "Human Token")


def test_603_2_jerren_enters_or_another_nontoken_human_dies(solve) -> None:
    """Jerren: entering is one event, a nontoken Human's death another; a Human token
    dying isn't (nontoken)."""
    out = solve("""
        name: jerren
        battlefield: [{card: Thraben Inspector, as: human}]
        hand: {Alice: [{card: "Jerren, Corrupted Bishop", as: jerren}]}
        actions:
          - enter: {card: jerren}
          - move: {card: human, to: graveyard}
        expect:
          player Alice: {life: 18}
    """)
    assert out.passed, out.failures
    game = out.game
    assert _human_tokens(game) == 2
    token = next(o for o in game.state.battlefield() if game.obj(o).token is not None)
    game.move(token, "graveyard")
    from arbiter.engine import sba

    sba.run(game)
    assert game.state.players[0].life == 18 and not game.state.stack_items


def test_603_10a_jerren_sees_a_human_destroyed_along_with_it(solve) -> None:
    """603.10a: Day of Judgment destroys Jerren and another nontoken Human at once; Jerren's
    dies-half looks back in time, so it triggers for the other Human (not for itself:
    "another")."""
    out = solve("""
        name: jerren wrath
        battlefield:
          - {card: "Jerren, Corrupted Bishop", as: jerren}
          - {card: Thraben Inspector, as: human}
          - Plains
          - Plains
          - Plains
          - Plains
        hand: {Alice: [Day of Judgment]}
        actions:
          - cast: Day of Judgment
        expect:
          jerren: {zone: graveyard}
          human: {zone: graveyard}
          player Alice: {life: 19}
    """)
    assert out.passed, out.failures
    assert _human_tokens(out.game) == 1


def _birds(game) -> int:
    return sum(1 for o in game.state.battlefield() if game.chars(o).name == "Bird Token")


def test_603_2_ominous_roost_enters_or_you_cast_a_spell_from_your_graveyard(solve) -> None:
    """Ominous Roost: a Bird as it enters and for Think Twice cast with flashback (from the
    graveyard, 601.2a), none for Think Twice cast from the hand."""
    out = solve("""
        name: roost
        battlefield: [Island, Island, Island, Island, Island, Island]
        hand: {Alice: [{card: Ominous Roost, as: roost}, {card: Think Twice, as: hand_tt}]}
        graveyard: {Alice: [{card: Think Twice, as: gy_tt}]}
        library: {Alice: [Island, Island, Island]}
        actions:
          - enter: {card: roost}
          - cast: hand_tt
        expect:
          hand_tt: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert _birds(out.game) == 1
    out = solve("""
        name: roost flashback
        battlefield: [Island, Island, Island, {card: Ominous Roost, as: roost}]
        graveyard: {Alice: [{card: Think Twice, as: gy_tt}]}
        library: {Alice: [Island, Island, Island]}
        actions:
          - {cast: gy_tt, alternative: flashback}
        expect:
          gy_tt: {zone: exile}
    """)
    assert out.passed, out.failures
    assert _birds(out.game) == 1


def test_603_2_dreadhound_creature_cards_milled_and_creatures_dying(solve) -> None:
    """Dreadhound mills three: each creature card put into a graveyard from a library is an
    event (two Bears: Bob loses 2, the Plains doesn't count); a creature dying is another
    (Bob's Bears: 1 more). Bob's Bears dying is not "from a library": it counts once."""
    out = solve("""
        name: dreadhound
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [{card: Dreadhound, as: hound}]}
        library: {Alice: [Grizzly Bears, Plains, Grizzly Bears, Island]}
        actions:
          - enter: {card: hound}
          - move: {card: bears, to: graveyard}
        expect:
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_603_2c_fuming_effigy_a_card_cast_from_the_graveyard_leaves_it(solve) -> None:
    """Fuming Effigy: Think Twice cast with flashback leaves Alice's graveyard (601.2a):
    one event, 1 damage to Bob."""
    out = solve("""
        name: effigy flashback
        battlefield: [Island, Island, Island, {card: Fuming Effigy, as: effigy}]
        graveyard: {Alice: [{card: Think Twice, as: tt}]}
        library: {Alice: [Island]}
        actions:
          - {cast: tt, alternative: flashback}
        expect:
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures


def test_603_2c_one_event_moving_two_cards_triggers_once(board) -> None:
    """603.2c: one instruction exiling two of Alice's cards from her graveyard is one event:
    Fuming Effigy triggers once; exiling Bob's card doesn't trigger it (not her graveyard);
    two instructions one after the other are two events."""
    from arbiter.engine import sba
    from arbiter.engine.stack import resolve
    from arbiter.engine.stack.items import StackItem
    from arbiter.rules import instructions as I

    game = board("""
        name: effigy batch
        battlefield: [{card: Fuming Effigy, as: effigy}]
        graveyard: {Alice: [{card: Plains, as: p1}, {card: Plains, as: p2},
                            {card: Plains, as: p4}, {card: Plains, as: p5}],
                    Bob: [{card: Plains, as: p3}]}
    """)
    ids = [obj_id(game, a) for a in ("p1", "p2", "p3", "p4", "p5")]
    item = StackItem(0, "triggered", obj_id(game, "effigy"), None, 0, ids)
    resolve.run(game, item, (I.Exile(I.Ref.slots(0, 2)),))
    sba.run(game)
    assert len(game.state.stack_items) == 1
    resolve.run(game, item, (I.Exile(I.Ref.target(2)),))
    sba.run(game)
    assert len(game.state.stack_items) == 1
    resolve.run(game, item, (I.Exile(I.Ref.target(3)), I.Exile(I.Ref.target(4))))
    sba.run(game)
    assert len(game.state.stack_items) == 3


def test_701_9a_you_discard_compiles() -> None:
    assert _trigger("Shipwreck Sifters", "Whenever") == Trigger(
        "discard", "you", selector=s.Or((s.IsSubtype("Spirit"), s.HasKeyword("disturb"))))
    assert _trigger("Midnight Oil", "Whenever you discard") == Trigger("discard", "you")


@pytest.mark.parametrize(("card", "counters"), [
    ("Spectral Adversary", 1),   # a Spirit card
    ("Beloved Beggar", 1),       # a card with disturb (a Human Peasant)
    ("Island", 0),
])
def test_701_9a_shipwreck_sifters_discarding_a_spirit_or_disturb_card(solve, card,
                                                                     counters) -> None:
    """Shipwreck Sifters enters: draw a card, then discard a card (the chosen one); the card
    is looked at as it was in the hand."""
    out = solve(f"""
        name: sifters
        hand: {{Alice: [{{card: Shipwreck Sifters, as: ss}}, {{card: {card}, as: c}}]}}
        library: {{Alice: [Plains]}}
        choices: [c]
        actions:
          - enter: {{card: ss}}
        expect:
          c: {{zone: graveyard}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "ss")).counters.get("+1/+1", 0) == counters
