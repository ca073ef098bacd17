"""119.9, 603.2: "Whenever you gain life, <object> gets +X/+X until end of turn, where X is the
amount of life you gained" — X is the life gained in the event the ability triggered on (not
the turn's total, which "this turn" would say), compiled from the real cards and played
through the engine; under any other trigger the words name nothing and stay unread."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_line


def test_603_2_frying_pan_equipped_creature_gets_the_life_gained(solve) -> None:
    """Grizzly Bears equipped with Field-Tested Frying Pan; Alice gains 3 life from Healing
    Salve: the granted trigger gives the Bears +3/+3 until end of turn (2/2 -> 5/5)."""
    out = solve("""
        name: frying pan
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Field-Tested Frying Pan, attached_to: bears}
          - Plains
        hand: {Alice: [Healing Salve]}
        actions:
          - {cast: Healing Salve, targets: [Alice], choices: {mode: 1}, pay: true}
        expect:
          bears: {power: 5, toughness: 5}
          player Alice: {life: 23}
    """)
    assert out.passed, out.failures


def test_603_2_each_gain_is_its_own_amount(solve) -> None:
    """Two gains, 3 life then 3 life: two triggers, +3/+0 each (not the turn's total of 6 for
    the second): The Archimandrite (an Advisor, 0/5) ends at 6/5 with vigilance."""
    out = solve("""
        name: archimandrite
        battlefield: [{card: The Archimandrite, as: arch}, Plains, Plains]
        hand: {Alice: [Healing Salve, Healing Salve]}
        actions:
          - {cast: Healing Salve, targets: [Alice], choices: {mode: 1}, pay: true}
          - {cast: Healing Salve, targets: [Alice], choices: {mode: 1}, pay: true}
        expect:
          arch: {power: 6, toughness: 5, has: [vigilance]}
          player Alice: {life: 26}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("trigger", ["Whenever a creature dies", "Whenever an opponent gains life"])
def test_603_2_the_amount_of_life_you_gained_elsewhere_stays_unread(trigger: str) -> None:
    """Under a trigger that isn't your own gain of life the words name no event amount."""
    abilities = compile_line(f"{trigger}, this creature gets +X/+X until end of turn, where X "
                             "is the amount of life you gained.", "Some Creature")
    assert any(unread_parts(a) for a in abilities)


def test_603_12_hurska_reflexive_trigger_keeps_the_life_gained(solve) -> None:
    """Hurska Sweet-Tooth: Alice gains 3 life, pays {G/W} and targets her Grizzly Bears: the
    reflexive ability (603.12) gives them +3/+3, the life of the event the outer ability
    triggered on."""
    out = solve("""
        name: hurska
        battlefield: [{card: Hurska Sweet-Tooth}, {card: Grizzly Bears, as: bears},
                      Plains, Forest]
        hand: {Alice: [{card: Healing Salve, as: salve}]}
        choices: [yes, bears]
        actions:
          - {cast: Healing Salve, targets: [Alice], choices: {mode: 1}, pay: true}
        expect:
          bears: {power: 5, toughness: 5}
    """)
    assert out.passed, out.failures
