"""509.1h: "unblocked" in an object phrase ("Unblocked attacking Ninjas you control have
lifelink", Throatseeker): an attacking creature no creature was declared to block, once
blockers have been declared. Played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_509_1h_throatseeker_unblocked_has_lifelink(solve) -> None:
    """Throatseeker (3/2 Ninja) attacks and isn't blocked: lifelink: Bob 17, Alice 23."""
    out = solve("""
        name: throatseeker unblocked
        battlefield: [{card: Throatseeker, as: ninja}]
        actions:
          - {attack: [ninja]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 17}
          player Alice: {life: 23}
    """)
    assert out.passed, out.failures


def test_509_1h_throatseeker_blocked_or_before_blocks_has_no_lifelink(solve) -> None:
    """Declared as an attacker, before blockers: no lifelink yet. Blocked by Bob's Hill
    Giant: no lifelink, Alice stays at 20."""
    out = solve("""
        name: throatseeker before blocks
        battlefield: [{card: Throatseeker, as: ninja}]
        actions:
          - {attack: [ninja]}
        expect:
          ninja: {lacks: [lifelink]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: throatseeker blocked
        battlefield:
          - {card: Throatseeker, as: ninja}
          - {card: Hill Giant, controller: Bob, as: giant}
        actions:
          - {attack: [ninja]}
          - {block: {giant: ninja}}
        expect:
          ninja: {lacks: [lifelink]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: throatseeker blocked damage
        battlefield:
          - {card: Throatseeker, as: ninja}
          - {card: Hill Giant, controller: Bob, as: giant}
        actions:
          - {attack: [ninja]}
          - {block: {giant: ninja}}
          - {pass: {to: end_of_combat}}
        expect:
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Throatseeker", "Unblocked attacking Ninjas you control have lifelink."),
])
def test_509_1h_unblocked_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
