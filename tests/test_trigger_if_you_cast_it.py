"""603.4, 601.2a: intervening "if" clauses about how the source itself entered, in its own
enters trigger: "When Phage enters, if you didn't cast it from your hand, you lose the
game." (not cast at all, or cast from another zone), "if it wasn't cast"."""

from __future__ import annotations


def test_603_4_phage_put_onto_the_battlefield_loses_the_game(solve) -> None:
    """Phage enters without being cast: Alice didn't cast it from her hand, she loses."""
    out = solve("""
        name: phage put
        actions:
          - {enter: {card: Phage the Untouchable}}
        expect:
          player Alice: {lost: true}
    """)
    assert out.passed, out.failures


def test_603_4_phage_cast_from_the_hand_doesnt(solve) -> None:
    out = solve("""
        name: phage cast
        hand: {Alice: [Phage the Untouchable]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Phage the Untouchable}
        expect:
          Phage the Untouchable: {zone: battlefield}
          player Alice: {lost: false}
    """)
    assert out.passed, out.failures


