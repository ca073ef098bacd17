"""500.5a / 511.2-511.3 / 702.22: Battering Ram: "At the beginning of combat on your turn, this
creature gains banding until end of combat." (the effect ends as the combat phase ends) and
"Whenever this creature becomes blocked by a Wall, destroy that Wall at end of combat." (the
Wall blocking it, destroyed as the end of combat step begins)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.combat.block_requirements import END_OF_COMBAT

_RAM = """
        name: battering ram
        battlefield:
          - {card: Battering Ram, as: ram}
          - {card: %s, as: blocker, controller: Bob}
        turn: {number: 3, phase: precombat_main}
        actions:
          - {attack: [ram]}
          - {block: {blocker: ram}}
"""


def test_500_5a_battering_ram_has_banding_during_combat_only(solve) -> None:
    out = solve(_RAM % "Wall of Wood" + """
          - {pass: {to: combat_damage}}
        expect:
          ram: {has: [Banding]}
    """)
    assert out.passed, out.failures
    out = solve(_RAM % "Wall of Wood" + """
          - {pass: {to: postcombat_main}}
        expect:
          ram: {lacks: [Banding]}
    """)
    assert out.passed, out.failures


def test_511_2_battering_ram_destroys_the_blocking_wall_at_end_of_combat(solve) -> None:
    """Wall of Wood (0/3) survives the Ram's 1 damage, then is destroyed at end of combat."""
    out = solve(_RAM % "Wall of Wood" + """
          - {pass: {to: combat_damage}}
        expect:
          blocker: {zone: battlefield}
    """)
    assert out.passed, out.failures
    out = solve(_RAM % "Wall of Wood" + """
          - {pass: {to: postcombat_main}}
        expect:
          blocker: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_511_2_battering_ram_spares_a_blocker_that_is_not_a_wall(solve) -> None:
    out = solve(_RAM % "Hill Giant" + """
          - {pass: {to: postcombat_main}}
        expect:
          blocker: {zone: battlefield}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "At the beginning of combat on your turn, this creature gains banding until end of combat.",
])
def test_500_5a_until_end_of_combat_lines(line: str) -> None:
    (ability,) = compile_line(line, "Battering Ram")
    (effect,) = ability.instructions
    assert effect.duration == END_OF_COMBAT
