"""Spectacle (702.137a), played through the real engine: "You may pay [cost] rather than pay
this spell's mana cost if an opponent lost life this turn" (an alternative cost, 601.2b,
601.2f-h), offered and accepted only once an opponent has lost life this turn (119.3).
Plus the keyword lines of real cards and "if its spectacle cost was paid"."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.conditions.paid_costs import PAID_COST_CONDITION
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules.conditions import SourceCastWith

ALICE, BOB = 0, 1

_BOARD = """
    name: spectacle
    battlefield: [Mountain, Mountain, Mountain, Mountain]
    hand: {Alice: [{card: Skewer the Critics, as: first},
                   {card: Skewer the Critics, as: second}]}
    library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
"""


def _spectacle_offered(game, alias: str) -> bool:
    oid = obj_id(game, alias)
    return any(a.kind == "cast" and a.obj == oid and a.alternative == "spectacle"
               for a in priority_actions(game, ALICE))


def _untapped(game) -> int:
    return sum(1 for o in game.state.battlefield() if not game.obj(o).tapped)


@pytest.mark.parametrize(("line", "cost"), [
    ("Spectacle {R} (You may cast this spell for its spectacle cost rather than its mana "
     "cost if an opponent lost life this turn.)", "{R}"),                  # Skewer the Critics
    ("Spectacle {1}{B}", "{1}{B}"),                                        # Dead Revels
    ("Spectacle {3}{B}{R}", "{3}{B}{R}"),                                  # Rafter Demon
])
def test_702_137a_spectacle_lines_read(line: str, cost: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "spectacle" and kw.param == cost


def test_702_137a_if_its_spectacle_cost_was_paid() -> None:
    """Rafter Demon: "When this creature enters, if its spectacle cost was paid, ..."."""
    (cond,) = PAID_COST_CONDITION.parse_string("its spectacle cost was paid", parse_all=True)
    assert cond == SourceCastWith("spectacle")


def test_702_137a_no_opponent_lost_life_spectacle_refused(board) -> None:
    """Nobody has lost life: the spectacle cost isn't offered, and casting for it is refused
    with the game unchanged."""
    game = board(_BOARD)
    assert not _spectacle_offered(game, "first")
    before = game.to_json()
    with pytest.raises(IllegalActionError, match="702.137a"):
        cast(game, obj_id(game, "first"), ALICE, [("player", BOB)], {},
             alternative="spectacle", pay=True)
    assert game.to_json() == before


def test_702_137a_after_an_opponent_lost_life_cast_for_spectacle(board) -> None:
    """The first Skewer, cast for {2}{R}, deals 3 to Bob; now the second may be cast for its
    spectacle cost {R}: the last Mountain pays it and Bob is at 14."""
    game = board(_BOARD)
    cast(game, obj_id(game, "first"), ALICE, [("player", BOB)], {}, pay=True)
    resolve_all(game)
    assert game.state.players[BOB].life == 17
    assert _untapped(game) == 1
    assert _spectacle_offered(game, "second")
    cast(game, obj_id(game, "second"), ALICE, [("player", BOB)], {},
         alternative="spectacle", pay=True)
    resolve_all(game)
    assert game.state.players[BOB].life == 14
    assert _untapped(game) == 0


def test_702_137a_only_an_opponent_losing_life_counts(board) -> None:
    """Alice's own life loss doesn't count: after the first Skewer hits Alice, the second
    still can't be cast for its spectacle cost."""
    game = board(_BOARD)
    cast(game, obj_id(game, "first"), ALICE, [("player", ALICE)], {}, pay=True)
    resolve_all(game)
    assert game.state.players[ALICE].life == 17
    assert not _spectacle_offered(game, "second")
    with pytest.raises(IllegalActionError):
        cast(game, obj_id(game, "second"), ALICE, [("player", BOB)], {},
             alternative="spectacle", pay=True)
    assert game.obj(obj_id(game, "second")).zone == "hand"


def test_702_137a_the_condition_lasts_only_this_turn(board) -> None:
    """Life lost last turn doesn't count (119.3: "this turn")."""
    from turn_passing import pass_to

    game = board(_BOARD)
    cast(game, obj_id(game, "first"), ALICE, [("player", BOB)], {}, pay=True)
    resolve_all(game)
    pass_to(game, 3)
    assert not _spectacle_offered(game, "second")
