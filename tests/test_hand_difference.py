"""608.2d / 121.1: "When this creature enters, choose an opponent. If that player has more
cards in hand than you, draw cards equal to the difference." (Sandstone Oracle) and "If target
opponent has more cards in hand than you, draw cards equal to the difference." (Balance of
Power): the hands are counted as it resolves; no draw when the opponent has no more."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.zones.hand_difference import DrawHandDifference


def test_121_1_sandstone_oracle_draws_the_difference(solve) -> None:
    """Alice casts Sandstone Oracle holding one other card; Bob holds four: she draws 3."""
    out = solve("""
        name: sandstone oracle
        hand: {Alice: [Sandstone Oracle, Island], Bob: [Forest, Forest, Forest, Forest]}
        library: {Alice: [Island, Island, Island, Island, Island]}
        actions:
          - {cast: Sandstone Oracle}
        expect:
          player Alice: {hand_size: 4}
    """)
    assert out.passed, out.failures


def test_121_1_sandstone_oracle_no_draw_when_not_more(solve) -> None:
    out = solve("""
        name: sandstone oracle even
        hand: {Alice: [Sandstone Oracle, Island, Island], Bob: [Forest, Forest]}
        library: {Alice: [Island, Island]}
        actions:
          - {cast: Sandstone Oracle}
        expect:
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_608_2d_sandstone_oracle_chooses_among_opponents(solve) -> None:
    """Three players: Alice chooses Carol (five cards) rather than Bob (one): she draws 4."""
    out = solve("""
        name: sandstone oracle multiplayer
        players: [Alice, Bob, Carol]
        hand: {Alice: [Sandstone Oracle, Island], Bob: [Forest],
               Carol: [Forest, Forest, Forest, Forest, Forest]}
        library: {Alice: [Island, Island, Island, Island, Island]}
        actions:
          - {cast: Sandstone Oracle, choices: {opponent: Carol}}
        expect:
          player Alice: {hand_size: 5}
    """)
    assert out.passed, out.failures


def test_121_1_balance_of_power_target_opponent(solve) -> None:
    out = solve("""
        name: balance of power
        hand: {Alice: [Balance of Power], Bob: [Forest, Forest, Forest]}
        library: {Alice: [Island, Island, Island, Island]}
        actions:
          - {cast: Balance of Power, targets: [Bob]}
        expect:
          player Alice: {hand_size: 3}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "spell", "targeted"), [
    ("When this creature enters, choose an opponent. If that player has more cards in hand "
     "than you, draw cards equal to the difference.", False, False),
    ("When this creature leaves the battlefield, choose an opponent. If that player has more "
     "cards in hand than you, draw cards equal to the difference.", False, False),
    ("If target opponent has more cards in hand than you, draw cards equal to the "
     "difference.", True, True),
])
def test_121_1_hand_difference_lines(line: str, spell: bool, targeted: bool) -> None:
    (ability,) = compile_line(line, "Hand Counter", spell=spell)
    (step,) = ability.instructions
    assert isinstance(step, DrawHandDifference) and (step.opponent is not None) == targeted
