"""120.3 / 603.2: "Whenever this creature deals damage, ..." (any damage, combat or not; one
event per source for the damage it dealt at once, 603.2c), with "that many" the damage dealt:
Olivia's Attendants, Towering-Wave Mystic."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import values as V
from arbiter.rules.abilities import TriggeredAbility


def test_603_2_olivias_attendants_creates_that_many_blood_tokens(solve) -> None:
    """Olivia's Attendants (6/6) deals 6 combat damage to Bob: six Blood tokens."""
    out = solve("""
        name: olivia's attendants
        battlefield:
          - {card: "Olivia's Attendants", as: attendants}
        actions:
          - attack: [attendants]
          - block: {}
          - pass: {to: postcombat_main}
        expect:
          player Bob: {life: 14}
          Blood Token: {count: 6, controller: Alice}
    """)
    assert out.passed, out.failures


def test_603_2_no_damage_dealt_no_trigger(solve) -> None:
    """Blocked by two 0/8 Walls (it has menace), it deals its 6 damage to a Wall: damage to
    a creature triggers it too, six tokens; not attacking at all: none."""
    out = solve("""
        name: olivia's attendants blocked
        battlefield:
          - {card: "Olivia's Attendants", as: attendants}
          - {card: Wall of Stone, controller: Bob, as: wall}
          - {card: Wall of Stone, controller: Bob, as: wall2}
        choices: ["6 to wall"]
        actions:
          - attack: [attendants]
          - block: {wall: attendants, wall2: attendants}
          - pass: {to: postcombat_main}
        expect:
          Blood Token: {count: 6}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: olivia's attendants idle
        battlefield:
          - {card: "Olivia's Attendants", as: attendants}
        actions:
          - pass: {to: postcombat_main}
        expect:
          Blood Token: {count: 0}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "Whenever this creature deals damage, target player mills that many cards.",
    "Whenever this creature deals damage, create that many Blood tokens.",
])
def test_603_2_deals_damage_that_many_lines(line: str) -> None:
    [ab] = compile_text(line, "Test Card") or [None]
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger.event == "deals_damage"
    assert repr(V.EventAmount()) in repr(ab.instructions)
