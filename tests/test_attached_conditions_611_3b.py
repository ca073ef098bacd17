"""611.3b with 301.5 / 303.4: static abilities of Auras and Equipment whose condition is about
the object they're attached to: "two or more Equipment are attached to it", "another Aura is
attached to enchanted creature" (109.1: other than this one), "equipped creature has
defender" (702.3b). Played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text

_KNUCKLES = """{token: {name: Knuckles, types: [Artifact], subtypes: [Equipment],
                 text: "Equipped creature has double strike as long as two or more Equipment
                 are attached to it."}, attached_to: bears}"""


def test_301_5_double_strike_with_two_equipment_attached(solve) -> None:
    """Brass Knuckles' line on a test Equipment: alone on Grizzly Bears, no double strike;
    with Bonesplitter attached too, double strike (and +2/+0)."""
    out = solve("""
        name: knuckles alone
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - """ + _KNUCKLES + """
        expect:
          bears: {lacks: [double strike]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: knuckles and bonesplitter
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - """ + _KNUCKLES + """
          - {card: Bonesplitter, attached_to: bears}
        expect:
          bears: {has: [double strike], power: 4}
    """)
    assert out.passed, out.failures


def test_303_4_face_of_divinity_another_aura_attached(solve) -> None:
    """Face of Divinity alone on Grizzly Bears: no first strike or lifelink; with Holy
    Strength also on it, both."""
    out = solve("""
        name: face alone
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Face of Divinity, attached_to: bears}
        expect:
          bears: {lacks: [first strike, lifelink]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: face and holy strength
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Face of Divinity, attached_to: bears}
          - {card: Holy Strength, attached_to: bears}
        expect:
          bears: {has: [first strike, lifelink]}
    """)
    assert out.passed, out.failures


def test_702_3b_warmongers_chariot_lets_a_defender_attack(solve) -> None:
    """Wall of Stone (0/8, defender) can't attack; with Warmonger's Chariot attached (+2/+2)
    it attacks for 2."""
    out = solve("""
        name: wall alone
        battlefield: [{card: Wall of Stone, as: wall}]
        actions:
          - {attack: [wall], refused: "defender"}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: chariot
        battlefield:
          - {card: Wall of Stone, as: wall}
          - {card: Warmonger's Chariot, attached_to: wall}
        actions:
          - {attack: [wall]}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Brass Knuckles", "Equipped creature has double strike as long as two or more Equipment "
     "are attached to it."),
    ("Face of Divinity", "As long as another Aura is attached to enchanted creature, it has "
     "first strike and lifelink."),
    ("Warmonger's Chariot", "As long as equipped creature has defender, it can attack as "
     "though it didn't have defender."),
])
def test_611_3b_attached_condition_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
