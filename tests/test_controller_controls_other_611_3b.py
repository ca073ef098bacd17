"""611.3b with 108.4 and 109.1: "as long as its controller controls another creature" / "no
other creatures", judged for the enchanted creature through its own controller. Played
through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_108_4_favorable_destiny_shroud_with_another_creature_of_its_controller(
        solve) -> None:
    """Favorable Destiny on Alice's Grizzly Bears: no shroud alone; with her Savannah Lions,
    shroud. On Bob's Hill Giant, Alice's creatures don't count: no shroud."""
    out = solve("""
        name: destiny alone
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Favorable Destiny, attached_to: bears}
        expect:
          bears: {lacks: [shroud]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: destiny with lions
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - Savannah Lions
          - {card: Favorable Destiny, attached_to: bears}
        expect:
          bears: {has: [shroud]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: destiny on bob's giant
        battlefield:
          - Grizzly Bears
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Favorable Destiny, attached_to: giant}
        expect:
          giant: {lacks: [shroud]}
    """)
    assert out.passed, out.failures


def test_109_1_predators_gambit_intimidate_only_with_no_other_creatures(solve) -> None:
    """Predator's Gambit on Grizzly Bears: alone it has intimidate (and is 4/3); with
    Savannah Lions beside it, none."""
    out = solve("""
        name: gambit alone
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Predator's Gambit, attached_to: bears}
        expect:
          bears: {has: [intimidate], power: 4, toughness: 3}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: gambit with lions
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - Savannah Lions
          - {card: Predator's Gambit, attached_to: bears}
        expect:
          bears: {lacks: [intimidate]}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Favorable Destiny", "Enchanted creature has shroud as long as its controller controls "
     "another creature."),
    ("Predator's Gambit", "Enchanted creature has intimidate as long as its controller "
     "controls no other creatures."),
])
def test_611_3b_controller_controls_other_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
