"""701.10d: "double your life total": the player gains or loses the amount of life that makes
the new life total twice the current one (Angelic Enforcer, Revival)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I


def test_701_10d_angelic_enforcer_attacks_doubles_life(solve) -> None:
    """Alice at 7 attacks with Angelic Enforcer: she gains 7 (14), and the Enforcer, 14/14
    as combat damage is dealt, takes Bob from 20 to 6."""
    out = solve("""
        name: double life on attack
        battlefield: [{card: Enduring Angel, as: angel, transformed: true}]
        actions:
          - {set: {player: Alice, life: 7}}
          - {attack: [angel]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Alice: {life: 14}
          player Bob: {life: 6}
    """)
    assert out.passed, out.failures


def test_701_10d_negative_life_doubles_by_losing(solve) -> None:
    """Alice at -3 (kept in the game by Platinum Angel) doubles her life total: she loses 3
    and is at -6."""
    out = solve("""
        name: double a negative life total
        battlefield: [Platinum Angel]
        hand: {Alice: [Revival // Revenge]}
        actions:
          - {set: {player: Alice, life: -3}}
          - {cast: Revival // Revenge, targets: [Bob], choices: {half: Revenge}}
        expect:
          player Alice: {life: -6, lost: false}
          player Bob: {life: 10}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "Double your life total.",  # Revival
    "Whenever this creature attacks, double your life total.",  # Angelic Enforcer
])
def test_701_10d_double_your_life_total_lines(line: str) -> None:
    abilities = compile_line(line, "Test Card", spell=line.startswith("Double"))
    steps = [s for ab in abilities for s in getattr(ab, "instructions", ())]
    assert I.DoubleLife("you") in steps, abilities
