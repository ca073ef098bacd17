"""603.2, 508.1, 509.1: "Whenever ~ attacks or blocks" triggers on either declaration, and
"Whenever enchanted creature attacks or blocks" on the enchanted creature's. The engine
read the first but never matched it to an event (fixed); played with Dusk Urchins,
Luminous Wake and Contaminated Bond on a board."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

LINES = [
    ("Dusk Urchins", "Whenever this creature attacks or blocks, put a -1/-1 counter on it.",
     "self"),
    ("Hamlet Captain", "Whenever this creature attacks or blocks, other Humans you control get "
     "+1/+1 until end of turn.", "self"),
    ("Luminous Wake", "Whenever enchanted creature attacks or blocks, you gain 4 life.",
     "enchanted"),
    ("Contaminated Bond", "Whenever enchanted creature attacks or blocks, its controller "
     "loses 3 life.", "enchanted"),
    ("Primal Cocoon", "When enchanted creature attacks or blocks, sacrifice this Aura.",
     "enchanted"),
]


@pytest.mark.parametrize(("name", "line", "subject"), LINES)
def test_603_2_attacks_or_blocks_lines_read(name: str, line: str, subject: str) -> None:
    abilities = compile_line(line, name)
    assert len(abilities) == 1
    ability = abilities[0]
    assert isinstance(ability, TriggeredAbility)
    assert (ability.trigger.event, ability.trigger.subject) == ("attacks_or_blocks", subject)


def test_508_1_attacks_triggers(solve) -> None:
    """Dusk Urchins (4/3) attacks: a -1/-1 counter, a 3/2; Bob takes 3."""
    out = solve("""
        name: urchins attack
        battlefield: [{card: Dusk Urchins, as: urchins}]
        actions:
          - {attack: [urchins]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          urchins: {counters: {-1/-1: 1}, power: 3, toughness: 2}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_509_1_blocks_triggers(solve) -> None:
    """Bob's Grizzly Bears attacks and Dusk Urchins blocks: a -1/-1 counter as it blocks."""
    out = solve("""
        name: urchins block
        turn: {number: 2, phase: precombat_main}
        players: [Bob, Alice]
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Dusk Urchins, controller: Alice, as: urchins}
        actions:
          - {attack: [bears]}
          - {block: {urchins: bears}}
        expect:
          urchins: {counters: {-1/-1: 1}}
    """)
    assert out.passed, out.failures


def test_603_2_enchanted_creature_attacks_or_blocks(solve) -> None:
    """Luminous Wake (Alice's) on Alice's Grizzly Bears, which attacks: Alice gains 4.
    Contaminated Bond (Alice's) on Bob's Hill Giant, which blocks: its controller, Bob,
    loses 3."""
    out = solve("""
        name: auras
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Luminous Wake, attached_to: bears}
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Contaminated Bond, attached_to: giant}
        actions:
          - {attack: [bears]}
          - {block: {giant: bears}}
        expect:
          player Alice: {life: 24}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures
