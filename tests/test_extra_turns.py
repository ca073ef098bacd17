"""500.7: "Take an extra turn after this one." (Time Walk) and "Target player takes an extra
turn after this one." (Time Warp): the extra turn comes directly after this one, the most
recently created first, and the normal turn order resumes where it was."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn.extra_turns import TakeExtraTurn
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "who"), [
    ("Time Walk", "Take an extra turn after this one.", "you"),
    ("Time Warp", "Target player takes an extra turn after this one.", I.Ref("player_target")),
])
def test_500_7_extra_turn_lines(name: str, line: str, who: object) -> None:
    [ability] = compile_text(line, name, True) or [None]
    assert ability.instructions == (TakeExtraTurn(who=who),)


def _turns(solve, hand: str, casts: str, n: int = 3) -> list[int]:  # type: ignore[no-untyped-def]
    """The active player of the next `n` turns."""
    library = ", ".join(["Island"] * 8)
    out = solve(f"""
        name: extra turns
        hand: {{Alice: [{hand}]}}
        library: {{Alice: [{library}], Bob: [{library}]}}
        actions:
{casts}
    """)
    assert out.passed, out.failures
    game = out.game
    seen = []
    from arbiter.engine.turn.steps import begin_turn

    for _ in range(n):
        begin_turn(game)
        seen.append(game.state.turn.active)
    return seen


def test_500_7_time_walk_alice_takes_the_next_turn(solve) -> None:
    assert _turns(solve, "Time Walk", "          - cast: Time Walk") == [0, 1, 0]


def test_500_7_time_warp_on_bob_then_bob_s_own_turn(solve) -> None:
    """Bob's extra turn comes after Alice's; then his normal turn; then Alice's."""
    assert _turns(solve, "Time Warp", "          - {cast: Time Warp, targets: [Bob]}",
                  4) == [1, 1, 0, 1]


def test_500_7_two_time_walks_two_extra_turns(solve) -> None:
    assert _turns(solve, "Time Walk, Time Walk",
                  "          - cast: Time Walk\n          - cast: Time Walk", 4) == [0, 0, 1, 0]
