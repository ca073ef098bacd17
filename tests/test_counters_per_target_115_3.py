"""122.6, 115.3: "Put a +1/+1 counter on target creature, two +1/+1 counters on another target
creature, and three +1/+1 counters on a third target creature." (Incremental Growth,
Incremental Blight): one requirement for three different creatures, each its own number of
counters in the order the targets were chosen; a target gone as it resolves gets none
(608.2b) and the others still get theirs."""

from __future__ import annotations

_BOARD = """
        battlefield:
          - {card: Grizzly Bears, as: b1}
          - {card: Grizzly Bears, as: b2}
          - {card: Hill Giant, as: giant, controller: Bob}
"""


def test_122_6_incremental_growth_one_two_three(solve) -> None:
    out = solve("        name: incremental growth\n" + _BOARD + """
        hand: {Alice: [Incremental Growth]}
        actions:
          - {cast: Incremental Growth, targets: [b2, giant, b1]}
        expect:
          b2: {counters: {+1/+1: 1}, power: 3}
          giant: {counters: {+1/+1: 2}, power: 5}
          b1: {counters: {+1/+1: 3}, power: 5}
    """)
    assert out.passed, out.failures


def test_608_2b_incremental_blight_a_target_gone_gets_none(solve) -> None:
    """Bob's Hill Giant (the one for two counters) is returned by Unsummon in response: the
    Bears still get one and three -1/-1 counters (the second dies, 704.5f)."""
    out = solve("        name: incremental blight\n" + _BOARD + """
        hand: {Alice: [Incremental Blight], Bob: [Unsummon]}
        actions:
          - {cast: Incremental Blight, targets: [b1, giant, b2], respond: true}
          - {cast: Unsummon, by: Bob, targets: [giant]}
        expect:
          b1: {counters: {-1/-1: 1}, power: 1, toughness: 1}
          b2: {zone: graveyard}
          giant: {zone: hand}
    """)
    assert out.passed, out.failures


def test_115_3_incremental_growth_needs_three_different_targets(solve) -> None:
    import pytest

    from arbiter.scenario.errors import ScenarioError

    with pytest.raises(ScenarioError, match="115.3"):
        solve("        name: same target twice\n" + _BOARD + """
        hand: {Alice: [Incremental Growth]}
        actions:
          - {cast: Incremental Growth, targets: [b1, b1, giant]}
        """)
