"""Null Profusion's lines from Oracle text: "Skip your draw step." (614.1b, 614.10), "Whenever
you play a card, draw a card." (305.1 playing a land, 601.2 casting a spell) and "Your maximum
hand size is two." (402.2, 613.11), compiled and played with the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import loop
from arbiter.engine.turn.player_actions import play_land
from arbiter.engine.turn.steps import resolve_all
from arbiter.rules import instructions as I
from arbiter.rules import parts as P
from arbiter.rules.abilities import StaticAbility, TriggeredAbility

_DB = CardDatabase.bundled()


def _line(name: str, starts: str) -> str:
    text = _DB.get(name).faces[0].oracle_text or ""
    return next(x for x in text.split("\n") if x.startswith(starts))


def _rules_part(name: str, starts: str) -> P.RulesPart:
    [ab] = compile_text(_line(name, starts), name) or [None]
    assert isinstance(ab, StaticAbility)
    [part] = ab.effects[0].parts
    assert isinstance(part, P.RulesPart)
    return part


@pytest.mark.parametrize("name", ["Null Profusion", "Necropotence", "Recycle",
                                  "Colfenor's Plans", "Yawgmoth's Bargain"])
def test_614_10_skip_your_draw_step(name) -> None:
    assert _rules_part(name, "Skip your draw step") == P.RulesPart("skip_draw_step")


@pytest.mark.parametrize(("name", "size"), [("Null Profusion", 2), ("Recycle", 2),
                                            ("Cecily, Haunted Mage", 11)])
def test_402_2_your_maximum_hand_size_is(name, size) -> None:
    assert _rules_part(name, "Your maximum hand size is") == P.RulesPart(
        "max_hand_size", ("set", size))


@pytest.mark.parametrize("name", ["Null Profusion", "Recycle"])
def test_305_1_601_2_whenever_you_play_a_card(name) -> None:
    [ab] = compile_text(_line(name, "Whenever you play a card"), name) or [None]
    assert isinstance(ab, TriggeredAbility)
    assert (ab.trigger.event, ab.trigger.subject) == ("play_card", "you")
    assert ab.instructions == (I.Draw(1, who="you"),)


def test_unbound_play_card_variants_stay_unread() -> None:
    """"a card with the same name as one of the exiled cards" isn't this template."""
    name = "Search the City"
    assert compile_text(_line(name, "Whenever you play a card"), name) is None


def _upkeep_ends(board, profusion_controller: str) -> object:
    game = board(f"""
        name: skip draw
        turn: {{number: 2}}
        battlefield: [{{card: Null Profusion, controller: {profusion_controller}}}]
        library: {{Alice: [Swamp, Swamp, Swamp], Bob: [Swamp, Swamp, Swamp]}}
    """)
    game.state.turn.step, game.state.turn.stage = "upkeep", "end"
    loop.step(game)  # the upkeep ends; the next step begins
    return game


def test_614_10_alice_skips_her_draw_step(board) -> None:
    """614.10: Alice's upkeep ends and her turn goes on with her precombat main phase: she
    draws no card (504.1 doesn't happen)."""
    game = _upkeep_ends(board, "Alice")
    assert game.state.turn.step == "precombat_main"
    loop.step(game)  # the main phase's beginning
    assert len(game.state.zone_list("hand", 0)) == 0


def test_614_10_only_the_controller_skips(board) -> None:
    """Bob's Null Profusion doesn't make Alice skip her draw step: she draws."""
    game = _upkeep_ends(board, "Bob")
    assert game.state.turn.step == "draw"
    loop.step(game)
    assert len(game.state.zone_list("hand", 0)) == 1


def test_305_1_playing_a_land_and_casting_a_spell_each_draw_a_card(board) -> None:
    """Alice plays a Swamp (one card drawn) and casts Grizzly Bears (another); Bob playing a
    land doesn't trigger Alice's Null Profusion."""
    game = board("""
        name: play a card
        battlefield: [{card: Null Profusion}, Forest, Forest]
        hand: {Alice: [{card: Swamp, as: swamp}, {card: Grizzly Bears, as: bears}],
               Bob: [{card: Mountain, as: mountain}]}
        library: {Alice: [Island, Island, Island], Bob: [Plains, Plains]}
        actions:
          - cast: bears
    """)
    hand = game.state.zone_list("hand", 0)
    assert len(hand) == 2  # the Swamp and the card drawn for casting the Bears
    play_land(game, 0, obj_id(game, "swamp"))
    resolve_all(game)
    assert len(game.state.zone_list("hand", 0)) == 2  # Swamp gone, one more drawn
    play_land(game, 1, obj_id(game, "mountain"))
    resolve_all(game)
    assert len(game.state.zone_list("hand", 0)) == 2
    assert len(game.state.zone_list("library", 0)) == 1
