"""107.1, 608.2h: "for each card named ~ in each graveyard" (404.1: every player's graveyard)
and "It gets an additional +2/+2 until end of turn for each ..." (a second effect beside the
first, its count fixed as the spell resolves; the spell itself is on the stack, not counted):
Life Burst, Growth Cycle."""

from __future__ import annotations

ALICE, BOB = 0, 1


def test_404_1_life_burst_counts_copies_in_each_graveyard(solve) -> None:
    """One Life Burst in Alice's graveyard and two in Bob's: 4 + 3 x 4 = 16 life."""
    out = solve("""
        name: Life Burst
        graveyard: {Alice: [Life Burst], Bob: [Life Burst, Life Burst]}
        hand: {Alice: [Life Burst]}
        actions:
          - {cast: Life Burst, targets: [Alice]}
        expect:
          player Alice: {life: 36}
    """)
    assert out.passed, out.failures


def test_608_2h_growth_cycle_additional_bonus_per_copy_in_your_graveyard(solve) -> None:
    """Two Growth Cycles in Alice's graveyard (one in Bob's doesn't count): +3/+3 and an
    additional +4/+4: the Bears is 9/9."""
    out = solve("""
        name: Growth Cycle
        battlefield: [{card: Grizzly Bears, as: bear}]
        graveyard: {Alice: [Growth Cycle, Growth Cycle], Bob: [Growth Cycle]}
        hand: {Alice: [Growth Cycle]}
        actions:
          - {cast: Growth Cycle, targets: [bear]}
        expect:
          bear: {power: 9, toughness: 9}
    """)
    assert out.passed, out.failures
