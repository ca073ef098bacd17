"""Undaunted (702.125), played through the real engine: "This spell costs {1} less to cast
for each opponent you have." (702.125a, a cost reduction of 601.2f), not counting players who
have left the game (702.125b). Plus the keyword line of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine import sba
from arbiter.engine.casting.spells import cast
from arbiter.engine.casting.total_cost import total_cost
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError

ALICE = 0


@pytest.mark.parametrize("line", [
    "Undaunted (This spell costs {1} less to cast for each opponent.)",  # Curtains' Call
    "Undaunted",                                                          # Sublime Exhalation
])
def test_702_125a_undaunted_line_read(line: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "undaunted"


def _board(players: str, swamps: int, extra: str = "") -> str:
    lands = ", ".join(["Swamp"] * swamps)
    return f"""
        name: undaunted
        players: {players}
        battlefield: [{lands},
                      {{card: Grizzly Bears, controller: Bob, as: b1}},
                      {{card: Grizzly Bears, controller: Bob, as: b2}}]
        hand: {{Alice: [{{card: "Curtains' Call", as: call}}]}}
        {extra}
    """


def test_702_125a_one_opponent_costs_one_less(board) -> None:
    """Curtains' Call ({5}{B}) against one opponent costs {4}{B}: five Swamps cast it and
    both Bears are destroyed."""
    game = board(_board("[Alice, Bob]", 5))
    call = obj_id(game, "call")
    assert str(total_cost(game, call, ALICE, None)[0]) == "{4}{B}"
    cast(game, call, ALICE, [obj_id(game, "b1"), obj_id(game, "b2")], {}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "b1")).zone == "graveyard"
    assert game.obj(obj_id(game, "b2")).zone == "graveyard"


def test_702_125a_three_opponents_cost_three_less(board) -> None:
    """With three opponents it costs {2}{B}: three Swamps are enough."""
    game = board(_board("[Alice, Bob, Carol, Dave]", 3))
    call = obj_id(game, "call")
    cast(game, call, ALICE, [obj_id(game, "b1"), obj_id(game, "b2")], {}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "b1")).zone == "graveyard"


def test_702_125b_a_player_who_left_the_game_isnt_counted(board) -> None:
    """Carol and Dave are at 0 life and lose (704.5a): Alice has one opponent left, so three
    Swamps can't pay {4}{B}; the cast is refused and nothing changes."""
    game = board(_board("[Alice, Bob, Carol, Dave]", 3, """actions:
          - {set: {player: Carol, life: 0}}
          - {set: {player: Dave, life: 0}}"""))
    sba.run(game)
    assert game.state.players[2].lost and game.state.players[3].lost
    call = obj_id(game, "call")
    assert str(total_cost(game, call, ALICE, None)[0]) == "{4}{B}"
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        cast(game, call, ALICE, [obj_id(game, "b1"), obj_id(game, "b2")], {}, pay=True)
    assert game.to_json() == before
