"""614.1c / 614.12: "This land enters tapped unless you control two or more other lands."
(the Midnight Hunt slow lands) looks at the game before the event: lands entering at the same
time as it aren't counted."""

from __future__ import annotations


def test_614_12_lands_entering_with_it_dont_count(solve) -> None:
    """One Plains already there; Deserted Beach enters together with an Island and a Swamp:
    it sees one other land, so it enters tapped. The Island and Swamp enter untapped."""
    out = solve("""
        name: slow land together
        battlefield: [Plains]
        actions:
          - {enter: {cards: [Deserted Beach, Island, Swamp]}}
        expect:
          Deserted Beach: {tapped: true}
          Island: {tapped: false}
          Swamp: {tapped: false}
    """)
    assert out.passed, out.failures


def test_614_12_lands_already_there_count(solve) -> None:
    """Two lands already there: entering together with a third, it enters untapped."""
    out = solve("""
        name: slow land two already
        battlefield: [Plains, Mountain]
        actions:
          - {enter: {cards: [Deserted Beach, Island]}}
        expect:
          Deserted Beach: {tapped: false}
    """)
    assert out.passed, out.failures


def test_614_12_two_slow_lands_together_dont_see_each_other(solve) -> None:
    """With one Plains there, two slow lands entering together each
    see only the Plains and both enter tapped."""
    out = solve("""
        name: two slow lands
        battlefield: [Plains]
        actions:
          - {enter: {cards: [Deserted Beach, Haunted Ridge]}}
        expect:
          Deserted Beach: {tapped: true}
          Haunted Ridge: {tapped: true}
    """)
    assert out.passed, out.failures
