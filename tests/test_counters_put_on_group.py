"""608.2c, 122.1: "Put a +1/+1 counter on each creature you control. Those creatures gain
vigilance until end of turn." (Ajani Goldmane): "those creatures" / "they" / "them" are the
permanents the group's counters were put on; a singular pronoun there isn't read."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


def test_608_2c_ajani_goldmane_counters_and_vigilance_for_those_creatures(solve) -> None:
    """Alice's Bears and Giant get a counter and vigilance; Bob's Wurm gets neither."""
    out = solve("""
        name: ajani goldmane
        battlefield:
          - {card: Ajani Goldmane, as: ajani}
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant}
          - {card: Craw Wurm, controller: Bob, as: wurm}
        actions:
          - {activate: {card: ajani, ability: "-1"}}
        expect:
          bears: {power: 3, toughness: 3, has: [Vigilance]}
          giant: {power: 4, toughness: 4, has: [Vigilance]}
          wurm: {power: 6, toughness: 4, lacks: [Vigilance]}
          ajani: {counters: {loyalty: 3}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("pronoun", ["It gains", "That creature gains"])
def test_608_2c_a_singular_pronoun_after_a_groups_counters_stays_unread(pronoun: str) -> None:
    assert compile_text("Put a +1/+1 counter on each creature you control. "
                        f"{pronoun} vigilance until end of turn.", "Test", True) is None
