"""702.57 forecast: "Forecast — [Activated ability]", an activated ability activated only
from its owner's hand (702.57a), only during their upkeep and only once each turn (702.57b),
the card revealed as it is activated. Played through the real engine: activated from the
hand, the ability on the stack and resolved, the card still in the hand; refused at any
other time."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.forecast import forecast
from arbiter.rules.abilities import ActivatedAbility


def test_702_57a_forecast_activated_from_the_hand_in_your_upkeep(solve) -> None:
    """Alice's upkeep: Piercing Rays' forecast taps Bob's Grizzly Bears; the card stays in
    her hand."""
    out = solve("""
        name: forecast
        turn: {number: 3, step: upkeep}
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        hand: {Alice: [{card: Piercing Rays, as: rays}]}
        actions:
          - {activate: {card: rays, ability: 2, targets: [bears]}}
        expect:
          bears: {tapped: true}
          rays: {zone: hand}
    """)
    assert out.passed, out.failures


def test_702_57b_forecast_only_once_each_turn(solve) -> None:
    out = solve("""
        name: forecast twice
        turn: {number: 3, step: upkeep}
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Hill Giant, as: giant, controller: Bob}
        hand: {Alice: [{card: Piercing Rays, as: rays}]}
        actions:
          - {activate: {card: rays, ability: 2, targets: [bears]}}
          - {activate: {card: rays, ability: 2, targets: [giant]}, refused: "once each turn"}
        expect:
          giant: {tapped: false}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("step", ["precombat_main", "draw", "end"])
def test_702_57b_forecast_only_during_your_upkeep(solve, step: str) -> None:
    out = solve(f"""
        name: forecast timing
        turn: {{number: 3, step: {step}}}
        battlefield: [{{card: Grizzly Bears, as: bears, controller: Bob}}]
        hand: {{Alice: [{{card: Piercing Rays, as: rays}}]}}
        actions:
          - {{activate: {{card: rays, ability: 2, targets: [bears]}}, refused: "condition holds"}}
        expect:
          bears: {{tapped: false}}
    """)
    assert out.passed, out.failures


def test_702_57b_not_in_an_opponents_upkeep(solve) -> None:
    """Bob's Piercing Rays during Alice's upkeep: not his upkeep, refused."""
    out = solve("""
        name: forecast opponent
        turn: {number: 3, step: upkeep}
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Bob: [{card: Piercing Rays, as: rays}]}
        actions:
          - {activate: {card: rays, ability: 2, targets: [bears], by: Bob},
             refused: "condition holds"}
        expect:
          bears: {tapped: false}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("name,line", [
    ("Piercing Rays", "Forecast \u2014 {2}{W}, Reveal this card from your hand: Tap target "
     "untapped creature. (Activate this ability only during your upkeep and only once each "
     "turn.)"),
    ("Sky Hussar", "Forecast \u2014 Tap two untapped white and/or blue creatures you control, "
     "Reveal this card from your hand: Draw a card. (Activate only during your upkeep and "
     "only once each turn.)"),
    ("Writ of Passage", "Forecast \u2014 {1}{U}, Reveal this card from your hand: Target "
     "creature with power 2 or less can't be blocked this turn. (Activate only during your "
     "upkeep and only once each turn.)"),
])
def test_702_57a_forecast_lines_are_read_as_hand_abilities(name: str, line: str) -> None:
    (ab,) = forecast(line, name)
    assert isinstance(ab, ActivatedAbility)
    assert ab.zone == "hand" and ab.once_each_turn
