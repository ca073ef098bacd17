"""903.3: "Commander creatures you control get +2/+2 and have indestructible." (Bastion
Protector): a static ability on the creatures that are a commander (the card's designation)
and that you control (or own: "Commander creatures you own have ..."). Other creatures, and an
opponent's commander, aren't affected."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility


def test_903_3_bastion_protector(solve) -> None:
    out = solve("""
name: bastion protector
battlefield:
  - Bastion Protector
  - {card: "Isamaru, Hound of Konda", commander: true, as: mine}
  - {card: Grizzly Bears, as: bears}
  - {card: "Ragavan, Nimble Pilferer", commander: true, controller: Bob, as: theirs}
expect:
  mine: {power: 4, toughness: 4, has: [indestructible]}
  bears: {power: 2, toughness: 2, lacks: [indestructible]}
  theirs: {power: 2, toughness: 1, lacks: [indestructible]}
""")
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Bastion Protector", "Commander creatures you control get +2/+2 and have indestructible."),
    ("Inspiring Leader", "Commander creatures you own have \"Creature tokens you control get "
     "+2/+2.\""),
])
def test_903_3_commander_creature_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, StaticAbility)
