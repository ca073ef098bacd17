"""603.7 / 508.1a / 608.2h: "Target creature gains trample and gets +X/+0 until end of turn,
where X is its power. At the beginning of the next end step, destroy that creature if it
attacked this turn." (Berserk): X is its power as Berserk resolves; the delayed ability
destroys the creature only if it was declared as an attacker this turn."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules.attacked import AttackedThisTurn


def test_508_1a_berserk_on_an_attacker_doubles_its_power_then_destroys_it(solve) -> None:
    """Alice's attacking Grizzly Bears gets Berserk: 4/2 trample, Bob takes 4; at the end
    step the Bears is destroyed."""
    out = solve("""
        name: berserk attacker
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Berserk]}
        turn: {number: 3, phase: precombat_main}
        actions:
          - {attack: [bears]}
          - {cast: Berserk, targets: [bears]}
          - {block: {}}
          - {pass: {to: end}}
        expect:
          bears: {zone: graveyard}
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures


def test_508_1a_berserk_on_a_creature_that_did_not_attack_survives(solve) -> None:
    """Berserk on Alice's Grizzly Bears in her first main phase, no attack: 4/2 trample
    until end of turn, and it survives the end step."""
    out = solve("""
        name: berserk no attack
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Berserk]}
        turn: {number: 3, phase: precombat_main}
        actions:
          - {cast: Berserk, targets: [bears]}
        expect:
          bears: {power: 4, toughness: 2, has: [Trample]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: berserk no attack, end step
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Berserk]}
        turn: {number: 3, phase: precombat_main}
        actions:
          - {cast: Berserk, targets: [bears]}
          - {pass: {to: end}}
        expect:
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_603_7_berserk_line() -> None:
    (ability,) = compile_line("Target creature gains trample and gets +X/+0 until end of "
                              "turn, where X is its power. At the beginning of the next end "
                              "step, destroy that creature if it attacked this turn.",
                              "Berserk", spell=True)
    _, delayed = ability.instructions
    assert isinstance(delayed, I.DelayedTrigger) and delayed.step == "end"
    (check,) = delayed.instructions
    assert isinstance(check, I.If) and check.condition.selector == AttackedThisTurn()
    assert isinstance(check.then[0], I.Destroy)
