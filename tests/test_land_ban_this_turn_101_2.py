"""101.2 / 305.2 / 611.2a: "Target player can't play lands this turn." (Solfatara): the player
named can't play a land for the rest of the turn ("can't" beats the permission of 305.2);
another player isn't affected."""

from __future__ import annotations


def test_101_2_the_target_player_cant_play_a_land(solve) -> None:
    """Alice targets herself with Solfatara: her Forest can't be played this turn."""
    out = solve("""
    name: Solfatara on its caster
    hand: {Alice: [Solfatara, Forest]}
    actions:
      - {cast: Solfatara, targets: [Alice]}
      - {play: Forest, refused: "can't play lands (101.2)"}
    expect:
      Forest: {zone: hand}
    """)
    assert out.passed, out.failures


def test_101_2_another_player_still_may(solve) -> None:
    """Solfatara on Bob: Alice still plays her Forest."""
    out = solve("""
    name: Solfatara on an opponent
    hand: {Alice: [Solfatara, Forest]}
    actions:
      - {cast: Solfatara, targets: [Bob]}
      - {play: Forest}
    expect:
      Forest: {zone: battlefield}
    """)
    assert out.passed, out.failures
