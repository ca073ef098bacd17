"""701.9a, 608.2c: "Discard any number of cards, then draw that many cards." (Illuminate
History, Chance): the player discards as many of their cards as they choose, none included,
and draws as many as they discarded."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import Discard


def _illuminate(solve, choices: str, expect: str):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: illuminate history
        hand: {{Alice: [Illuminate History, {{card: Island, as: i1}}, {{card: Forest, as: f1}},
                       {{card: Plains, as: p1}}]}}
        library: {{Alice: [{{card: Swamp, as: s1}}, {{card: Swamp, as: s2}},
                          {{card: Swamp, as: s3}}]}}
        choices: {choices}
        actions:
          - {{cast: Illuminate History}}
        expect:
{expect}
    """)
    assert out.passed, out.failures


def test_701_9a_illuminate_history_discards_two_and_draws_two(solve) -> None:
    """Alice discards the Island and the Forest, keeps the Plains, and draws two cards."""
    _illuminate(solve, "[i1, f1, done]", """
          i1: {zone: graveyard}
          f1: {zone: graveyard}
          p1: {zone: hand}
          player Alice: {hand_size: 3}
    """)


def test_701_9a_illuminate_history_may_discard_nothing(solve) -> None:
    """Alice discards no card: she draws none."""
    _illuminate(solve, "[done]", """
          i1: {zone: hand}
          s1: {zone: library}
          player Alice: {hand_size: 3}
    """)


def test_701_9a_discard_any_number_has_no_upper_limit_but_the_hand() -> None:
    [ability] = compile_text("Each player discards any number of cards.", "Test", True) or [None]
    [step] = ability.instructions
    assert isinstance(step, Discard) and step.up_to and step.who == "each_player"
    assert isinstance(step.n, int) and step.n >= 100


def test_608_2c_each_player_discards_then_draws_that_many_stays_unread() -> None:
    """Flux: each player draws as many cards as they themselves discarded; "that many" counts
    every player's discards together, so the sentence is left unread rather than read so."""
    for line in ("Each player discards any number of cards, then draws that many cards.",
                 "Each player discards two cards, then draws that many cards."):
        assert compile_text(line, "Flux", True) is None
