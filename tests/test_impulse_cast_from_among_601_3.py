"""601.3 / 305.9: "Until end of turn, you may cast spells from among those exiled cards." after
several cards are exiled from the top of a library (Dream Pillager: "Whenever this creature
deals combat damage to a player, exile that many cards from the top of your library. Until end
of turn, you may cast spells from among those exiled cards."): each nonland card may be cast,
a land can't be played ("cast", not "play"), and the permission ends with the turn."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine import sba
from arbiter.engine.casting.impulse import CAST, PLAY
from arbiter.engine.casting.impulse_cards import ExileTopMayPlay
from arbiter.engine.casting.spells import cast
from arbiter.engine.combat.damage import combat_damage
from arbiter.engine.combat.declare import declare_attackers
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.rules.values import EventAmount
from arbiter.state.effects import END_OF_TURN, UNTIL_END_OF_YOUR_NEXT_TURN

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("line", "expected"), [
    ("Exile the top seven cards of your library. Until end of turn, you may cast spells from "
     "among them.", ExileTopMayPlay(7, CAST, END_OF_TURN)),
    ("Exile the top three cards of your library. Until end of turn, you may play cards exiled "
     "this way.", ExileTopMayPlay(3, PLAY, END_OF_TURN)),
    ("Exile the top two cards of your library. You may cast spells from among them this "
     "turn.", ExileTopMayPlay(2, CAST, END_OF_TURN)),
    ("Exile the top two cards of your library. Until the end of your next turn, you may play "
     "those cards.", ExileTopMayPlay(2, PLAY, UNTIL_END_OF_YOUR_NEXT_TURN)),
])
def test_601_3_exile_top_then_cast_or_play_lines(line: str, expected: object) -> None:
    [ability] = compile_text(line, "Test Card", spell=True)
    assert ability.instructions == (expected,)


def test_601_3_spells_of_a_quality_stay_unread() -> None:
    assert compile_text("Exile the top five cards of your library. You may cast red spells "
                        "from among them this turn.", "Test Card", spell=True) is None


def test_601_3_305_9_dream_pillager_casts_the_spells_not_the_land(board) -> None:
    """Dream Pillager deals 4 combat damage to Bob: Alice's top four cards are exiled; she may
    cast Lightning Bolt and Shock from among them but not play the Forest; the fifth card
    stays in her library."""
    game = board("""
        name: dream pillager
        turn: {number: 2}
        battlefield: [{card: Dream Pillager, as: pillager}, Mountain, Mountain]
        library: {Alice: [{card: Forest, as: forest}, {card: Lightning Bolt, as: bolt},
                          {card: Shock, as: shock}, Island, {card: Plains, as: fifth}],
                  Bob: [Island]}
    """)
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {obj_id(game, "pillager"): ("player", BOB)})
    game.state.turn.step = "combat_damage"
    combat_damage(game, first_strike=False)
    sba.run(game)
    resolve_all(game)
    game.state.turn.step = "postcombat_main"
    assert game.state.players[BOB].life == 16
    assert [game.obj(obj_id(game, a)).zone for a in ("forest", "bolt", "shock", "fifth")] == [
        "exile", "exile", "exile", "library"]
    actions = priority_actions(game, ALICE)
    usable = {a.obj for a in actions if a.kind in ("cast", "play")}
    assert obj_id(game, "bolt") in usable and obj_id(game, "shock") in usable
    assert obj_id(game, "forest") not in usable  # 305.9: "cast", so no land
    cast(game, obj_id(game, "bolt"), ALICE, [("player", BOB)], {}, pay=True)
    resolve_all(game)
    assert game.state.players[BOB].life == 13


def test_compiled_dream_pillager_counts_the_damage() -> None:
    """"that many" is the combat damage dealt (603.2, the event's amount)."""
    from arbiter.compiler.catalog import Catalog

    abilities = Catalog().abilities("Dream Pillager", 0)
    assert any(getattr(a, "instructions", None) == (ExileTopMayPlay(EventAmount(), CAST),)
               for a in abilities)
