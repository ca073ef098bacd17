"""122.8, 603.2, 113.6: triggers on counters removed from the object itself: "Whenever a time
counter is removed from this card while it's exiled" (Dinosaurs on a Spaceship: functions
in exile, once per counter), "Whenever one or more time counters are removed from
this enchantment" (603.2c: once for the counters removed at once)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text

_LIBRARIES = "library: {Alice: [Island, Island, Island, Island], Bob: [Island, Island, Island]}"


def test_702_62a_dinosaurs_on_a_spaceship_makes_a_token_per_counter_removed_in_exile(
        solve) -> None:
    """Suspended (4 time counters): Bob's upkeep removes none; at Alice's next upkeep one
    is removed (702.62a) and the ability, functioning in exile (113.6), creates one 2/2
    Dinosaur (the card's own "Other Dinosaurs get +1/+1" doesn't function in exile)."""
    out = solve(f"""
        name: dinosaurs on a spaceship
        {_LIBRARIES}
        battlefield: [Mountain, Plains, Mountain, Mountain, Mountain]
        hand: {{Alice: [{{card: Dinosaurs on a Spaceship, as: ship}}]}}
        actions:
          - {{suspend: ship}}
          - {{pass: {{to: upkeep}}}}
          - {{pass: {{to: upkeep}}}}
        expect:
          ship: {{zone: exile, counters: {{time: 3}}}}
          Dinosaur Token: {{zone: battlefield, power: 2, toughness: 2}}
    """)
    assert out.passed, out.failures
    tokens = [o for o in out.game.state.battlefield() if out.game.obj(o).is_token]
    assert len(tokens) == 1


@pytest.mark.parametrize("line", [
    # 603.2c: counters removed at once by simultaneous events trigger once: no one amount
    "Whenever one or more loyalty counters are removed from ~, ~ deals that much damage to "
    "target opponent or planeswalker.",
    "Whenever a time counter is removed from this card while it's exiled, draw that many "
    "cards.",
])
def test_603_2c_that_many_after_counters_removed_stays_unread(line: str) -> None:
    assert compile_text(line, "Test") is None
