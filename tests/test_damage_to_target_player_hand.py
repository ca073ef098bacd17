"""120.3, 608.2b: "<source> deals damage to target player equal to the number of cards in that
player's hand." — "that player" is the target: its hand is counted as the spell resolves."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line"), [
    ("Sudden Impact", "Sudden Impact deals damage to target player equal to the number of "
     "cards in that player's hand."),
    ("Gaze of Adamaro", "Gaze of Adamaro deals damage to target player equal to the number of "
     "cards in that player's hand."),
    ("Storm Seeker", "Storm Seeker deals damage to target player equal to the number of cards "
     "in that player's hand."),
])
def test_120_3_damage_equal_to_target_players_hand_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name, True) or [None]
    [step] = ability.instructions
    assert isinstance(step, I.DealDamage) and step.amount.who == step.to


def _cast(solve, target: str):  # type: ignore[no-untyped-def]
    """Alice holds Sudden Impact and two Islands, Bob five cards."""
    out = solve(f"""
        name: sudden impact
        hand:
          Alice: [Sudden Impact, Island, Island]
          Bob: [Forest, Forest, Forest, Mountain, Mountain]
        actions:
          - {{cast: Sudden Impact, targets: [{target}]}}
    """)
    assert out.passed, out.failures
    return out.game.state.players


def test_120_3_sudden_impact_counts_the_targets_hand(solve) -> None:
    players = _cast(solve, "Bob")
    assert players[1].life == 15 and players[0].life == 20


def test_120_3_sudden_impact_at_its_caster_counts_the_casters_hand(solve) -> None:
    """Targeting Alice: her hand holds the two Islands as the spell resolves (the spell is
    on the stack, no longer in her hand)."""
    players = _cast(solve, "Alice")
    assert players[0].life == 18 and players[1].life == 20
