"""702.122b: "Whenever this creature crews a Vehicle, that Vehicle ..." triggers as the
creature is tapped to pay the crew cost; "that Vehicle" is the Vehicle crewed."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility


def test_702_122b_veteran_motorist_crews_smugglers_copter(solve) -> None:
    """Alice taps Veteran Motorist to crew Smuggler's Copter (3/3): the Copter becomes an
    artifact creature and gets +1/+1 until end of turn (4/4); the Motorist is tapped."""
    out = solve("""
        name: veteran motorist
        turn: {number: 3}
        battlefield:
          - {card: Veteran Motorist, as: motorist}
          - {card: Smuggler's Copter, as: copter}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - activate: {card: copter, ability: crew, choices: {crew: [motorist]}}
        expect:
          copter: {power: 4, toughness: 4, types: [Artifact, Creature]}
          motorist: {tapped: true, power: 3, toughness: 1}
    """)
    assert out.passed, out.failures


def test_702_122b_another_creature_crewing_doesnt_trigger(solve) -> None:
    """Grizzly Bears crews the Copter while the Motorist stays untapped: no +1/+1 (3/3)."""
    out = solve("""
        name: bears crew
        turn: {number: 3}
        battlefield:
          - {card: Veteran Motorist, as: motorist}
          - {card: Grizzly Bears, as: bears}
          - {card: Smuggler's Copter, as: copter}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - activate: {card: copter, ability: crew, choices: {crew: [bears]}}
        expect:
          copter: {power: 3, toughness: 3}
          motorist: {tapped: false}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # "it" beside "that Vehicle"
    "Whenever this creature crews a Vehicle, that Vehicle gains haste until end of turn and "
    "it gets +1/+0 until end of turn.",
    # a delayed sacrifice after the first sentence
    "Whenever this creature crews a Vehicle, that Vehicle gains haste until end of turn. At "
    "the beginning of the next end step, sacrifice that Vehicle.",
])
def test_702_122b_near_variants_stay_unread(line: str) -> None:
    abilities = compile_text(line, "Speedway Fanatic") or []
    assert not any(isinstance(a, TriggeredAbility) for a in abilities)
