"""120.1: "You gain life equal to the damage dealt this way." — the damage the spell's earlier
instruction actually dealt (Corrupt, Rite of Consumption, Creeping Bloodsucker); damage to a
creature beyond its toughness counts all the same (120.3e: it is all marked)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.damage_dealt_value import DamageDealtThisWay
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "spell"), [
    ("Corrupt", "Corrupt deals damage to any target equal to the number of Swamps you "
     "control. You gain life equal to the damage dealt this way.", True),
    ("Enter the God-Eternals", "Enter the God-Eternals deals 4 damage to target creature and "
     "you gain life equal to the damage dealt this way.", True),
    ("Creeping Bloodsucker", "At the beginning of your upkeep, this creature deals 1 damage to "
     "each opponent. You gain life equal to the damage dealt this way.", False),
])
def test_120_1_gain_life_equal_to_the_damage_dealt_lines(name: str, line: str,
                                                          spell: bool) -> None:
    [ability] = compile_text(line, name, spell) or [None]
    gains = [i for i in ability.instructions if isinstance(i, I.GainLife)]
    assert gains and gains[0].n == DamageDealtThisWay()


def test_120_1_the_damage_dealt_this_way_needs_damage_before_it() -> None:
    assert compile_text("You gain life equal to the damage dealt this way.", "Test Spell",
                        True) is None


@pytest.mark.parametrize(("target", "bob_life"), [("Bob", 17), ("bears", 20)])
def test_120_1_corrupt_gains_the_damage_dealt(solve, target: str, bob_life: int) -> None:
    """Three Swamps: Corrupt deals 3 damage, to Bob or to his Grizzly Bears (2/2, all 3 are
    dealt), and Alice gains 3 life."""
    out = solve(f"""
        name: corrupt
        battlefield:
          - Swamp
          - Swamp
          - Swamp
          - {{card: Grizzly Bears, controller: Bob, as: bears}}
        hand: {{Alice: [Corrupt]}}
        actions:
          - {{cast: Corrupt, targets: [{target}]}}
        expect:
          player Alice: {{life: 23}}
          player Bob: {{life: {bob_life}}}
    """)
    assert out.passed, out.failures
