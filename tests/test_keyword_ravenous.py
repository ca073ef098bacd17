"""Ravenous (702.156a), played through the real engine: the permanent enters with X +1/+1
counters (X: what its spell was cast with, 107.3m) and, if X is 5 or more, its controller
draws a card (an intervening "if", 603.4). Plus the keyword line of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all

ALICE = 0

_BOARD = """
    name: ravenous
    battlefield: [Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest]
    hand: {Alice: [{card: Tyrant Guard, as: guard}]}
    library: {Alice: [Plains, Plains, Plains], Bob: [Plains, Plains]}
"""


def test_702_156a_ravenous_line_read() -> None:
    (kw,) = parse_keyword_line("Ravenous (This creature enters with X +1/+1 counters on it. "
                               "If X is 5 or more, draw a card when it enters.)")
    assert kw.keyword == "ravenous"


@pytest.mark.parametrize(("x", "counters", "draws"), [(5, 5, 1), (4, 4, 0), (0, 0, 0)])
def test_702_156a_x_counters_and_a_draw_at_five(board, x: int, counters: int,
                                                draws: int) -> None:
    """Tyrant Guard ({X}{2}{G}, 3/3) cast with X: X +1/+1 counters; a card drawn only if
    X is 5 or more."""
    game = board(_BOARD)
    hand = len(game.state.zone_list("hand", ALICE))
    cast(game, obj_id(game, "guard"), ALICE, [], {"x": x}, pay=True)
    resolve_all(game)
    guard = obj_id(game, "guard")
    assert game.obj(guard).counters.get("+1/+1", 0) == counters
    assert game.chars(guard).power == 3 + counters
    assert len(game.state.zone_list("hand", ALICE)) == hand - 1 + draws


def test_702_156a_put_onto_the_battlefield_x_is_zero(solve) -> None:
    """Put onto the battlefield without being cast, X is 0 (107.3m): a plain 3/3, no draw."""
    out = solve("""
        name: ravenous enters
        hand: {Alice: [{card: Tyrant Guard, as: guard}]}
        library: {Alice: [Plains, Plains], Bob: [Plains]}
        actions:
          - {enter: {card: guard}}
        expect:
          guard: {zone: battlefield, power: 3, toughness: 3}
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures
