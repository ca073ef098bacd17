"""614.10, 614.10a: "You skip your next turn." (Chronatog's "{0}: This creature gets +3/+3
until end of turn. You skip your next turn. Activate only once each turn.", Meditate): the
turn that player would take next is replaced by nothing and the turn order goes on after it;
two such effects skip two turns; an extra turn (500.7) is a turn too. Played through the
real engine (the turns begun as the turn loop begins them)."""

from __future__ import annotations

import pytest
from turn_passing import pass_to

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn.skip_next import SkipNextStep
from arbiter.engine.turn.steps import begin_turn


def _turns(game, n: int) -> list[int]:
    """The active player of the next `n` turns, and their numbers."""
    seen = []
    for _ in range(n):
        begin_turn(game)
        seen.append(game.state.turn.active)
    return seen


_CHRONATOG = """
    name: chronatog
    battlefield: [{card: Chronatog, as: tog}]
    hand: {Alice: [Meditate, Time Walk]}
    library: {Alice: [Island, Island, Island, Island, Island, Island, Island, Island],
              Bob: [Island, Island, Island, Island, Island, Island, Island, Island]}
    actions:
"""


def test_614_10_chronatog_alice_skips_her_next_turn(solve) -> None:
    """Alice activates Chronatog on her turn 1: it is 4/5 (1/2 +3/+3) this turn; the next turns are
    Bob's, Bob's again (Alice's is skipped), then Alice's."""
    out = solve(_CHRONATOG + "      - {activate: {card: tog, ability: 1}}\n"
                "    expect:\n      tog: {power: 4, toughness: 5}\n")
    assert out.passed, out.failures
    assert _turns(out.game, 3) == [1, 1, 0]


def test_614_10a_two_skips_skip_two_turns(solve) -> None:
    """Chronatog and Meditate: Alice skips her next two turns."""
    out = solve(_CHRONATOG + "      - {activate: {card: tog, ability: 1}}\n"
                "      - cast: Meditate\n")
    assert out.passed, out.failures
    assert _turns(out.game, 4) == [1, 1, 1, 0]


def test_614_10_an_extra_turn_is_the_next_turn_skipped(solve) -> None:
    """Time Walk, then Chronatog: Alice's next turn is the extra one, which is skipped; then
    Bob's turn, then Alice's."""
    out = solve(_CHRONATOG + "      - cast: Time Walk\n"
                "      - {activate: {card: tog, ability: 1}}\n")
    assert out.passed, out.failures
    assert _turns(out.game, 3) == [1, 0, 1]


def test_614_10_skipped_in_the_turn_loop(board) -> None:
    """Through the turn loop: after Alice's turn 1 with Chronatog activated, turn 2 and turn
    3 are Bob's, turn 4 is Alice's."""
    game = board(_CHRONATOG.replace("    actions:\n", ""))
    from arbiter.engine.casting.activation import activate
    from arbiter.engine.turn.steps import resolve_all

    tog = next(o for o in game.state.battlefield() if game.name_of(o) == "Chronatog")
    activate(game, tog, 0, 1, [], {}, pay=True)
    resolve_all(game)
    pass_to(game, 2)
    assert game.state.turn.active == 1
    pass_to(game, 3)
    assert game.state.turn.active == 1
    pass_to(game, 4)
    assert game.state.turn.active == 0


@pytest.mark.parametrize(("line", "who"), [
    ("You skip your next turn.", "you"),
])
def test_614_10_skip_next_turn_line(line: str, who: str) -> None:
    (ab,) = compile_text(line, "Meditate", True)
    assert ab.instructions == (SkipNextStep(who=who, step="turn"),)


def test_614_10_skip_next_combat_phase_is_read() -> None:
    """506.1: the whole next combat phase (played in tests/test_skip_next_combat_phase.py)."""
    [ab] = compile_text("You skip your next combat phase.", "Test Card", True) or [None]
    assert ab.instructions == (SkipNextStep(who="you", step="combat"),)
