"""402.2 / 514.1 / 611.2a: "Return all instant and sorcery cards from your graveyard to your
hand. You have no maximum hand size for the rest of the game." (Wisdom of Ages): in Alice's
cleanup step she keeps all her cards (no discard down to seven), this turn and in later turns."""

from __future__ import annotations

import pytest

from arbiter.scenario.errors import ScenarioError


def test_402_2_wisdom_of_ages_no_discard_in_cleanup(solve) -> None:
    out = solve("""
        name: wisdom of ages
        hand: {Alice: [Wisdom of Ages, Island, Island, Island, Island, Island, Island, Island,
                       Island]}
        graveyard: {Alice: [Shock, Lightning Bolt]}
        library: {Alice: [Island, Island, Island, Island], Bob: [Island, Island, Island]}
        actions:
          - {cast: Wisdom of Ages}
          - pass: next_turn
          - pass: next_turn
          - pass: next_turn
        expect:
          player Alice: {hand_size: 11}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.number == 4  # Alice's cleanup step of turn 3 has passed too


def test_514_1_without_it_alice_must_discard_to_seven(solve) -> None:
    """The same hand without the effect: in her cleanup step Alice must discard down to
    seven (the scenario stops at that decision)."""
    with pytest.raises(ScenarioError, match="discard down to 7"):
        solve("""
            name: seven
            hand: {Alice: [Shock, Island, Island, Island, Island, Island, Island, Island,
                           Island]}
            library: {Alice: [Island, Island, Island, Island], Bob: [Island, Island, Island]}
            actions:
              - pass: next_turn
        """)
