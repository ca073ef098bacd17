"""608.2d: "choose any number of creatures with different powers" (Sigardian Zealot, Sigarda's
Vanguard): chosen as the ability resolves, no two with the same power; the effect that
follows applies to the chosen set (611.2c) with X fixed as it resolves (608.2h)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.stack.different_powers import ChooseDifferentPowers


def test_608_2d_vanguard_gives_double_strike_to_the_chosen(solve) -> None:
    """Sigarda's Vanguard enters: Alice chooses Grizzly Bears (2) and Llanowar Elves (1);
    they gain double strike, Runeclaw Bear (2, not chosen) doesn't."""
    out = solve("""
        name: vanguard
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Llanowar Elves, as: elves}
          - {card: Runeclaw Bear, as: runeclaw}
        hand: {Alice: [{card: "Sigarda's Vanguard", as: vanguard}]}
        choices: [[bears, elves]]
        actions:
          - {cast: "Sigarda's Vanguard"}
        expect:
          bears: {has: [double strike]}
          elves: {has: [double strike]}
          runeclaw: {lacks: [double strike]}
          vanguard: {lacks: [double strike]}
    """)
    assert out.passed, out.failures


def test_608_2d_one_at_a_time_same_power_ruled_out(solve) -> None:
    """Picking one at a time: after Grizzly Bears (2), Runeclaw Bear (2) is no longer among
    the options, so it can't be chosen too and doesn't gain double strike."""
    out = solve("""
        name: same power
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Runeclaw Bear, as: runeclaw}
        hand: {Alice: [{card: "Sigarda's Vanguard", as: vanguard}]}
        choices: [bears, runeclaw]
        actions:
          - {cast: "Sigarda's Vanguard"}
        expect:
          bears: {has: [double strike]}
          runeclaw: {lacks: [double strike]}
    """)
    assert out.passed, out.failures


def test_608_2h_zealot_x_is_its_power_as_it_resolves(solve) -> None:
    """Sigardian Zealot (3/3) with a +1/+1 counter is 4/4 as its trigger resolves: the chosen
    Grizzly Bears gets +4/+4 and vigilance until end of turn."""
    out = solve("""
        name: zealot
        battlefield:
          - {card: Sigardian Zealot, as: zealot, counters: {+1/+1: 1}}
          - {card: Grizzly Bears, as: bears}
        choices: [[bears]]
        actions:
          - {pass: {to: beginning_of_combat}}
        expect:
          bears: {power: 6, toughness: 6, has: [vigilance]}
          zealot: {power: 4, lacks: [vigilance]}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "At the beginning of combat on your turn, choose any number of creatures with different "
    "powers. Each of them gets +X/+X and gains vigilance until end of turn, where X is this "
    "creature's power.",  # Sigardian Zealot
    "Whenever this creature enters or attacks, choose any number of creatures with different "
    "powers. Those creatures gain double strike until end of turn.",  # Sigarda's Vanguard
])
def test_608_2d_different_powers_lines(line: str) -> None:
    (ability,) = compile_line(line, "Card")
    (step,) = ability.instructions
    assert isinstance(step, ChooseDifferentPowers) and step.duration == "end_of_turn"
