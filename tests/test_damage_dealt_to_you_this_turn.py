"""120.3 / 119.3: "the damage dealt to you this turn" (Simulacrum: "You gain life equal to the
damage dealt to you this turn. Simulacrum deals damage to target creature you control equal
to the damage dealt to you this turn."), through the engine."""

from __future__ import annotations

ALICE = 0


def test_120_3_simulacrum_after_a_bolt(solve) -> None:
    """Bob's Lightning Bolt deals 3 to Alice (17); Simulacrum gains her 3 (20) and deals 3
    to her Hill Giant (3/3), which dies (704.5g)."""
    out = solve("""
        name: simulacrum
        battlefield:
          - {card: Hill Giant, as: giant}
        hand: {Alice: [Simulacrum], Bob: [Lightning Bolt]}
        library: {Alice: [Swamp], Bob: [Mountain]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
          - {cast: Simulacrum, targets: [giant]}
        expect:
          player Alice: {life: 20}
          giant: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_120_3_no_damage_this_turn_does_nothing(solve) -> None:
    """With no damage dealt to Alice this turn, she gains 0 and the Giant is dealt 0."""
    out = solve("""
        name: simulacrum none
        battlefield:
          - {card: Hill Giant, as: giant}
        hand: {Alice: [Simulacrum]}
        library: {Alice: [Swamp], Bob: [Mountain]}
        actions:
          - {cast: Simulacrum, targets: [giant]}
        expect:
          player Alice: {life: 20}
          giant: {zone: battlefield}
    """)
    assert out.passed, out.failures
    giant = next(o for o in out.game.state.battlefield() if out.game.obj(o).alias == "giant")
    assert out.game.obj(giant).damage == 0


def test_120_3_life_lost_without_damage_doesnt_count(solve) -> None:
    """Only damage counts (119.3: losing life isn't being dealt damage): Alice's life total
    set to 15 without damage, then a Bolt deals her 3; Simulacrum gains her 3 (15) and deals
    3 to the Giant."""
    out = solve("""
        name: simulacrum only damage
        battlefield:
          - {card: Hill Giant, as: giant}
        hand: {Alice: [Simulacrum], Bob: [Lightning Bolt]}
        library: {Alice: [Swamp], Bob: [Mountain]}
        actions:
          - {set: {player: Alice, life: 15}}
          - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
          - {cast: Simulacrum, targets: [giant]}
        expect:
          player Alice: {life: 15}
          giant: {zone: graveyard}
    """)
    assert out.passed, out.failures
