"""119.1, 107.1a: "the highest life total among your opponents / all players" as a number,
and "half <number>, rounded up". Played with the real engine: Malignus's power and toughness
(604.3, 7a) follow the opponent's life total as it changes."""

from __future__ import annotations

from conftest import obj_id

from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all


def test_604_3_malignus_is_half_the_highest_opponent_life_rounded_up(board) -> None:
    """Bob has 15 life, Alice 30: Malignus is 8/8 (half of 15, rounded up; Alice's own life
    isn't an opponent's). After Lightning Bolt takes Bob to 12 it is 6/6."""
    game = board("""
        name: malignus
        actions:
          - {set: {player: Alice, life: 30}}
          - {set: {player: Bob, life: 15}}
        battlefield: [{card: Malignus, controller: Alice, as: malignus}, Mountain]
        hand: {Alice: [{card: Lightning Bolt, as: bolt}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    ch = game.chars(obj_id(game, "malignus"))
    assert (ch.power, ch.toughness) == (8, 8)
    cast(game, obj_id(game, "bolt"), 0, [("player", 1)], {}, pay=True)
    resolve_all(game)
    ch = game.chars(obj_id(game, "malignus"))
    assert (ch.power, ch.toughness) == (6, 6)
