"""506.5: a creature attacks alone if it's the only creature declared as an attacker.
"Whenever this creature attacks alone, it gets +2/+0 until end of turn." (Rogue Kavu),
"Whenever a creature you control attacks alone, it gains lifelink until end of turn."
(Battlegrace Angel, with exalted, 702.83a)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility


def test_506_5_rogue_kavu_attacking_alone_gets_two(solve) -> None:
    """Rogue Kavu (1/1) attacks alone: a 3/1, Bob takes 3."""
    out = solve("""
        name: rogue kavu alone
        battlefield: [{card: Rogue Kavu, as: kavu}]
        actions:
          - {attack: [kavu]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 17}
          kavu: {power: 3}
    """)
    assert out.passed, out.failures


def test_506_5_rogue_kavu_attacking_with_another_gets_nothing(solve) -> None:
    """Rogue Kavu and Grizzly Bears attack: neither attacks alone, Bob takes 1 + 2."""
    out = solve("""
        name: rogue kavu not alone
        battlefield:
          - {card: Rogue Kavu, as: kavu}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {attack: [kavu, bears]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 17}
          kavu: {power: 1}
    """)
    assert out.passed, out.failures


def test_506_5_battlegrace_angel_gives_the_lone_attacker_lifelink(solve) -> None:
    """Grizzly Bears attacks alone beside Battlegrace Angel: exalted makes it 3/3 and it gains
    lifelink: Bob 17, Alice 23."""
    out = solve("""
        name: battlegrace angel
        battlefield:
          - {card: Battlegrace Angel, as: angel}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 17}
          player Alice: {life: 23}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Rogue Kavu", "Whenever this creature attacks alone, it gets +2/+0 until end of turn."),
    ("Battlegrace Angel", "Whenever a creature you control attacks alone, it gains lifelink "
     "until end of turn."),
    ("Eiganjo Exemplar", "Whenever a Samurai or Warrior you control attacks alone, it gets "
     "+1/+1 until end of turn."),
    ("Reaper's Talisman", "Whenever equipped creature attacks alone, defending player loses 2 "
     "life and you gain 2 life."),
    ("Agent 13, Sharon Carter", "Whenever a creature you control attacks alone, investigate."),
])
def test_506_5_oracle_lines(name: str, line: str) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility) and ab.trigger is not None
    assert ab.trigger.event == "attacks_alone"
