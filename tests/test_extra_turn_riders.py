"""500.7 / 603.7 / 614.10: what extra-turn cards say beside "take an extra turn":

- "Target player takes two extra turns after this one." (Time Stretch): two turns, added one
  at a time (500.7);
- "Take an extra turn after this one. At the beginning of that turn's end step, you lose the
  game." (Final Fortune, Last Chance, Warrior's Oath): a delayed triggered ability (603.7a)
  that waits for the end step of that very turn, not the end step of the turn it was cast in,
  nor of another extra turn taken before it;
- "If a player (an opponent) would begin an extra turn, that player skips that turn instead."
  (Ugin's Nexus, Trouble in Pairs): 614.10, the extra turn isn't taken and the turn order goes on.
"""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn.extra_turns import TakeExtraTurn
from arbiter.rules.instructions import objects as I

_LIBRARY = ", ".join(["Island"] * 8)


def _turns(solve, board: str, hand: str, casts: str, n: int = 3) -> list[int]:  # type: ignore[no-untyped-def]
    """The active player of the next `n` turns."""
    out = solve(f"""
        name: extra turn riders
        battlefield: [{board}]
        hand: {{Alice: [{hand}]}}
        library: {{Alice: [{_LIBRARY}], Bob: [{_LIBRARY}]}}
        actions:
{casts}
    """)
    assert out.passed, out.failures
    from arbiter.engine.turn.steps import begin_turn

    seen = []
    for _ in range(n):
        begin_turn(out.game)
        seen.append(out.game.state.turn.active)
    return seen


def test_500_7_time_stretch_two_extra_turns_line() -> None:
    [ability] = compile_text("Target player takes two extra turns after this one.",
                             "Time Stretch", True) or [None]
    assert ability.instructions == (TakeExtraTurn(who=I.Ref("player_target"), times=2),)


def test_500_7_time_stretch_on_bob_gives_him_two_turns_then_the_order_resumes(solve) -> None:
    assert _turns(solve, "", "Time Stretch", "          - {cast: Time Stretch, targets: [Bob]}",
                  4) == [1, 1, 1, 0]


def test_614_10_hourglass_pendant_alices_extra_turn_is_skipped(solve) -> None:
    """Alice controls Gerrard's Hourglass Pendant and casts Time Walk: "a player" includes
    her; Bob's turn comes next."""
    assert _turns(solve, "{card: Gerrard's Hourglass Pendant}", "Time Walk",
                  "          - cast: Time Walk", 3) == [1, 0, 1]


def test_614_10_hourglass_pendant_of_bob_skips_alices_extra_turn_too(solve) -> None:
    assert _turns(solve, "{card: Gerrard's Hourglass Pendant, controller: Bob}", "Time Walk",
                  "          - cast: Time Walk", 3) == [1, 0, 1]


def test_614_10_the_opponent_version_names_only_opponents() -> None:
    """Stranglehold, Trouble in Pairs: "If an opponent would begin an extra turn" (their
    other lines aren't read yet, so the engine test uses the "a player" card)."""
    [ability] = compile_text("If an opponent would begin an extra turn, that player skips "
                             "that turn instead.", "Stranglehold") or [None]
    [spec] = ability.effects
    assert [(p.rule, p.detail) for p in spec.parts] == [("skip_extra_turns", "opponents")]


def test_603_7a_final_fortune_line_is_a_delayed_ability_of_that_turn() -> None:
    [ability] = compile_text("Take an extra turn after this one. At the beginning of that "
                             "turn's end step, you lose the game.", "Final Fortune", True) or [None]
    assert ability.instructions == (TakeExtraTurn(who="you", at_end=(I.LoseGame("you"),)),)


def _final_fortune(solve, hand: str, casts: str, passes: str):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: final fortune
        hand: {{Alice: [{hand}]}}
        library: {{Alice: [{_LIBRARY}], Bob: [{_LIBRARY}]}}
        actions:
{casts}
{passes}
    """)
    assert out.passed, out.failures
    from arbiter.engine.turn.steps import resolve_all

    resolve_all(out.game)  # the end step's triggers resolve
    return out.game


def test_603_7a_final_fortune_alice_loses_at_the_end_of_her_extra_turn(solve) -> None:
    game = _final_fortune(solve, "Final Fortune", "          - cast: Final Fortune",
                          "          - pass: {to: end}")
    assert game.state.turn.number == 1
    assert not game.state.players[0].lost  # not the end step of the turn she cast it in
    game = _final_fortune(solve, "Final Fortune", "          - cast: Final Fortune",
                          "          - pass: next_turn\n          - pass: {to: end}")
    assert game.state.turn.number == 2 and game.state.turn.active == 0
    assert game.state.players[0].lost


def test_603_7a_final_fortune_waits_for_its_own_extra_turn(solve) -> None:
    """Final Fortune, then Time Walk: Time Walk's turn (the most recent) comes first and
    Alice survives its end step; she loses at the end of the turn after it."""
    casts = "          - cast: Final Fortune\n          - cast: Time Walk"
    game = _final_fortune(solve, "Final Fortune, Time Walk", casts,
                          "          - pass: next_turn\n          - pass: {to: end}")
    assert game.state.turn.number == 2 and not game.state.players[0].lost
    game = _final_fortune(solve, "Final Fortune, Time Walk", casts,
                          "          - pass: next_turn\n          - pass: next_turn\n"
                          "          - pass: {to: end}")
    assert game.state.turn.number == 3 and game.state.turn.active == 0
    assert game.state.players[0].lost
