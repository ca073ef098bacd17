"""603.3d / 601.2d: a triggered ability dividing its damage among targets, announced as it is
put on the stack: "Whenever this creature enters or attacks, it deals 3 damage divided as you
choose among one, two, or three targets." (Inferno Titan), "When this creature enters, it deals
5 damage divided as you choose among any number of targets." (Bogardan Hellkite)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I


def test_603_3d_inferno_titan_enters_one_damage_to_each_of_three_targets(solve) -> None:
    """Three targets share 3 damage one each (the only division, 601.2d): Bob's Llanowar
    Elves die, his Grizzly Bears survive with 1 damage, Bob goes to 19."""
    out = solve("""
        name: inferno titan enters
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Llanowar Elves, as: elves, controller: Bob}
        actions:
          - {enter: {card: Inferno Titan, as: titan}}
        choices: [bears, elves, Bob]
        expect:
          elves: {zone: graveyard}
          bears: {zone: battlefield}
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures
    bears = next(o for o in out.game.state.battlefield() if out.game.obj(o).alias == "bears")
    assert out.game.obj(bears).damage == 1


def test_603_3d_inferno_titan_attacks_all_3_to_one_target(solve) -> None:
    """Attacking, Alice chooses only Bob's Grizzly Bears (one target gets the whole 3, 601.2d;
    she stops after one, which "one, two, or three" allows): the Bears die, Bob is unhurt
    until combat damage."""
    out = solve("""
        name: inferno titan attacks
        battlefield:
          - {card: Inferno Titan, as: titan}
          - {card: Grizzly Bears, as: bears, controller: Bob}
        turn: {number: 3, phase: precombat_main}
        actions:
          - {attack: [titan]}
        choices: [bears, null]
        expect:
          bears: {zone: graveyard}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "name", "amount", "least"), [
    ("Whenever this creature enters or attacks, it deals 3 damage divided as you choose among "
     "one, two, or three targets.", "Inferno Titan", 3, 1),
    ("When this creature enters, it deals 5 damage divided as you choose among any number of "
     "targets.", "Bogardan Hellkite", 5, 0),
])
def test_603_3d_divided_trigger_lines(line: str, name: str, amount: int, least: int) -> None:
    (ability,) = compile_line(line, name)
    (step,) = ability.instructions
    assert isinstance(step, I.DealDamageDivided)
    assert (step.amount, step.at_least) == (amount, least)
    (spec,) = ability.targets
    assert spec.up_to
