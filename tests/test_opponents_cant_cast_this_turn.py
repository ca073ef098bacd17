"""101.2 / 611.2a / 613.10: "Your opponents can't cast spells this turn." (Silence): after it
resolves, Alice's opponent can't cast a spell for the rest of the turn, while Alice still
can; the effect ends with the turn (514.2)."""

from __future__ import annotations


def test_101_2_silence_stops_bobs_bolt_this_turn_only(solve) -> None:
    out = solve("""
        name: silence
        hand: {Alice: [Silence, {card: Shock, as: shock}],
               Bob: [{card: Lightning Bolt, as: bolt}]}
        library: {Alice: [Island, Island, Island], Bob: [Island, Island, Island]}
        actions:
          - {cast: Silence}
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], refused: "can't cast spells"}
          - {cast: Shock, targets: [Bob]}
          - pass: next_turn
          - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
        expect:
          shock: {zone: graveyard}
          bolt: {zone: graveyard}
          player Bob: {life: 18}
          player Alice: {life: 17}
    """)
    assert out.passed, out.failures
