"""508.1c: "<creatures> can't attack you." (Reverence, Teferi's Moat, Blazing Archon), played
through the real engine: such a creature can't attack that player, while a planeswalker the
player controls may still be attacked (unlike "can't attack you or planeswalkers you
control")."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility


@pytest.mark.parametrize(("name", "line"), [
    ("Reverence", "Creatures with power 2 or less can't attack you."),
    ("Teferi's Moat", "Creatures of the chosen color without flying can't attack you."),
    ("Blazing Archon", "Creatures can't attack you."),
])
def test_508_1c_cant_attack_you_real_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility)
    assert [p.rule for e in ab.effects for p in e.parts] == ["cant_attack_you_player"]


def test_508_1c_reverence_small_creatures_cant_attack_alice(solve) -> None:
    """Bob's turn: his Grizzly Bears (power 2) can't attack Alice, who controls Reverence; his
    Hill Giant (power 3) can."""
    out = solve("""
        name: reverence
        players: [Bob, Alice]
        battlefield:
          - {card: Reverence, controller: Alice}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Hill Giant, controller: Bob, as: giant}
        actions:
          - {attack: [bears], refused: "bears"}
          - {attack: [giant]}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Alice: {life: 17}
    """)
    assert out.passed, out.failures


def test_508_1c_teferis_moat_planeswalkers_may_still_be_attacked(solve) -> None:
    """Teferi's Moat (green chosen): Bob's Grizzly Bears (green, no flying) can't attack Alice
    but may attack her planeswalker Jace Beleren."""
    out = solve("""
        name: teferi's moat
        players: [Bob, Alice]
        battlefield:
          - {card: Teferi's Moat, controller: Alice, choices: {color: green}}
          - {card: Jace Beleren, controller: Alice, as: jace}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {attack: {bears: Alice}, refused: "bears"}
          - {attack: {bears: jace}}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Alice: {life: 20}
          jace: {zone: battlefield, counters: {loyalty: 1}}
    """)
    assert out.passed, out.failures
