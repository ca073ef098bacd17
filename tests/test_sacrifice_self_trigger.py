"""701.21a, 603.6c, 603.10a: "When you sacrifice ~": a leaves-the-battlefield ability that
triggers when its controller sacrifices it (it looks back in time), not when it is
destroyed. Played with Daemogoth Woe-Eater on a board."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

LINES = [
    ("Daemogoth Woe-Eater", "When you sacrifice this creature, each opponent discards a card, "
     "you draw a card, and you gain 2 life."),
    ("Ordeal of Heliod", "When you sacrifice this Aura, you gain 10 life."),
    ("Ordeal of Thassa", "When you sacrifice this Aura, draw two cards."),
    ("Disturbing Mirth", "When you sacrifice this enchantment, manifest dread."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_701_21a_sacrifice_self_lines_read(name: str, line: str) -> None:
    abilities = compile_line(line, name)
    assert len(abilities) == 1
    ability = abilities[0]
    assert isinstance(ability, TriggeredAbility)
    assert (ability.trigger.event, ability.trigger.subject) == ("sacrificed", "self")


def test_701_21a_sacrificed_in_the_upkeep_it_triggers(solve) -> None:
    """Alice's upkeep: Daemogoth Woe-Eater is her only creature, so she sacrifices it; its
    ability triggers from the graveyard's look back (603.10a): Bob discards his card, Alice
    draws one and gains 2 life."""
    out = solve("""
        name: woe-eater sacrificed
        turn: {number: 2, phase: untap}
        battlefield: [{card: Daemogoth Woe-Eater, as: eater}]
        hand: {Bob: [Island]}
        library: {Alice: [Island, Island]}
        actions:
          - {pass: {to: upkeep}}
        expect:
          eater: {zone: graveyard}
          player Alice: {life: 22, hand_size: 1}
          player Bob: {hand_size: 0}
    """)
    assert out.passed, out.failures


def test_701_21a_destroyed_it_doesnt_trigger(solve) -> None:
    """Murder destroys the Woe-Eater: it dies but wasn't sacrificed, nothing happens."""
    out = solve("""
        name: woe-eater destroyed
        battlefield: [{card: Daemogoth Woe-Eater, as: eater}]
        hand: {Bob: [Murder, Island]}
        library: {Alice: [Island, Island]}
        actions:
          - {cast: Murder, by: Bob, targets: [eater]}
        expect:
          eater: {zone: graveyard}
          player Alice: {life: 20, hand_size: 0}
          player Bob: {hand_size: 1}
    """)
    assert out.passed, out.failures
