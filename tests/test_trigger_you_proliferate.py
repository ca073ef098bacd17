"""701.34a, 603.2: "Whenever you proliferate, ..." (Scheming Aspirant) triggers each time its
controller proliferates, even choosing nothing; not when another player proliferates."""

from __future__ import annotations


def test_701_34a_scheming_aspirant_drains_when_you_proliferate(solve) -> None:
    """Alice casts Steady Progress with no counters anywhere: she still proliferates, so Bob
    loses 2 life and Alice gains 2; she draws a card."""
    out = solve("""
        name: scheming aspirant
        battlefield:
          - {card: Scheming Aspirant}
        hand: {Alice: [Steady Progress]}
        library: {Alice: [Island, Island], Bob: [Island]}
        actions:
          - {cast: Steady Progress}
        expect:
          player Alice: {life: 22}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_701_34a_another_player_proliferating_doesnt_count(solve) -> None:
    out = solve("""
        name: scheming aspirant bob
        battlefield:
          - {card: Scheming Aspirant}
        hand: {Bob: [Steady Progress]}
        library: {Alice: [Island], Bob: [Island, Island]}
        actions:
          - {cast: Steady Progress, by: Bob}
        expect:
          player Alice: {life: 20}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures
