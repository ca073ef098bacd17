"""608.2c: "~ deals X damage to any target. It deals X plus 1 damage instead if that target is
a creature or planeswalker." (Light Up the Night): the later sentence changes the earlier one;
whether the target is a creature or planeswalker is checked as the spell resolves, and X plus
1 is the announced X plus one (107.3a)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import DealDamage, If
from arbiter.rules.values import ChosenX
from arbiter.rules.x_values import XPlus

LIGHT = ("Light Up the Night deals X damage to any target. It deals X plus 1 damage instead "
         "if that target is a creature or planeswalker.")
BARRAGE = ("Lithomantic Barrage deals 1 damage to target creature or planeswalker. It deals 5 "
           "damage instead if that target is a creature.")


def test_608_2c_damage_instead_if_lines() -> None:
    [light] = compile_text(LIGHT, "Light Up the Night", spell=True) or [None]
    [step] = light.instructions
    assert isinstance(step, If)
    assert step.then == (DealDamage(ChosenX(), to=step.then[0].to, source=step.then[0].source),)
    assert step.otherwise[0].amount == XPlus(1) and step.otherwise[0].to == step.then[0].to
    [barrage] = compile_text(BARRAGE, "Lithomantic Barrage", spell=True) or [None]
    [step] = barrage.instructions
    assert step.then[0].amount == 1 and step.otherwise[0].amount == 5


def test_107_3a_x_damage_to_a_player(solve) -> None:
    out = solve("""
        name: light up the night, player
        hand: {Alice: [Light Up the Night]}
        actions:
          - {cast: Light Up the Night, targets: [Bob], choices: {x: 2}}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_608_2c_x_plus_1_to_a_creature(solve) -> None:
    """X is 2: Hill Giant (3/3) is dealt 3 damage and dies; a player would be dealt 2."""
    out = solve("""
        name: light up the night, creature
        battlefield: [{card: Hill Giant, controller: Bob, as: giant}]
        hand: {Alice: [Light Up the Night]}
        actions:
          - {cast: Light Up the Night, targets: [giant], choices: {x: 2}}
        expect:
          giant: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_608_2c_x_plus_1_to_a_planeswalker(solve) -> None:
    """X is 1: Bob's Jace Beleren (3 loyalty) is dealt 2 damage and has 1 loyalty left."""
    out = solve("""
        name: light up the night, planeswalker
        battlefield: [{card: Jace Beleren, controller: Bob, as: jace}]
        hand: {Alice: [Light Up the Night]}
        actions:
          - {cast: Light Up the Night, targets: [jace], choices: {x: 1}}
        expect:
          jace: {loyalty: 1}
    """)
    assert out.passed, out.failures
