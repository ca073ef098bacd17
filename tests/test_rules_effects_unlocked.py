"""611.2c: a continuous effect from a resolving spell or ability that changes no
characteristics ("Creatures without flying can't block this turn", "Creatures can't attack
you until your next turn") changes the rules of the game: it isn't locked to the objects on
the battlefield as it began. It was locked, so a creature entering afterwards (or one losing
flying) could block (Falter, Magmatic Chasm, Seismic Stomp, Tectonic Rift, Gruul Charm,
Temur Charm, Cosmotronic Wave, Chronomantic Escape, Venser's −1 ...: 36 read lines)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.instructions import CreateEffect


def test_611_2c_falter_a_creature_entering_later_cant_block(solve) -> None:
    """Alice casts Falter, then Bob's Grizzly Bears enters (after Falter resolved): it can't
    block Alice's attacking Hill Giant either, and Bob takes 3."""
    out = solve("""
        name: falter
        turn: {number: 3}
        battlefield: [{card: Hill Giant, as: giant}]
        hand: {Alice: [Falter]}
        actions:
          - {cast: Falter}
          - {enter: {card: Grizzly Bears, controller: Bob, as: late}}
          - {attack: [giant]}
          - {block: {late: giant}, refused: "can't block"}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "name", "rules"), [
    ("Creatures without flying can't block this turn.", "Falter", True),
    ("Until your next turn, creatures can't attack you. Exile Chronomantic Escape with three "
     "time counters on it.", "Chronomantic Escape", True),
    # a target is locked by being chosen; "mana value X" is known only as it resolves
    ("Target creature can't be blocked this turn.", "Teleport", False),
    ("{X}, {T}: Each creature with mana value X can't attack or block this turn.",
     "Droning Bureaucrats", False),
])
def test_611_2c_rules_effects_in_oracle_lines(line, name, rules) -> None:
    (ab,) = compile_line(line, name, name != "Droning Bureaucrats")
    (effect,) = [i for i in ab.instructions if isinstance(i, CreateEffect)]
    assert effect.rules_only == rules
