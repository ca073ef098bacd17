"""615.1 / 604.1: a static prevention effect on a group of permanents, judged as damage would
be dealt: Iroas, God of Victory's "Prevent all damage that would be dealt to attacking
creatures you control." Played through combat: Alice's attacking Hill Giant takes no damage
from the blocking Bears; Bob's creatures aren't protected; a creature not attacking isn't."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility


def test_615_1_iroas_prevents_damage_to_attacking_creatures(solve) -> None:
    """Alice's Hill Giant attacks (menace from Iroas); Bob's two Grizzly Bears block it: the
    Giant is dealt no damage, and deals its 3 to the Bears."""
    out = solve("""
name: iroas
turn: {number: 2}
choices: ["2 to b1, 1 to b2"]
battlefield:
  - "Iroas, God of Victory"
  - {card: Hill Giant, as: giant}
  - {card: Grizzly Bears, controller: Bob, as: b1}
  - {card: Grizzly Bears, controller: Bob, as: b2}
actions:
  - {attack: [giant]}
  - {block: {b1: giant, b2: giant}}
  - {pass: {to: end_of_combat}}
""")
    assert out.passed, out.failures
    game = out.game
    objs = {o.alias: o for o in game.state.objects.values() if o.alias}
    assert objs["giant"].zone == "battlefield" and objs["giant"].damage == 0
    assert objs["b1"].zone == "graveyard" and objs["b2"].damage == 1


def test_615_1_not_attacking_not_protected(solve) -> None:
    """Lightning Bolt on Alice's untapped, non-attacking Bears: they die."""
    out = solve("""
name: iroas bolt
battlefield:
  - "Iroas, God of Victory"
  - {card: Grizzly Bears, as: bears}
hand: {Alice: [Lightning Bolt]}
actions:
  - {cast: Lightning Bolt, targets: [bears]}
expect:
  bears: {zone: graveyard}
""")
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Iroas, God of Victory", "Prevent all damage that would be dealt to attacking creatures "
     "you control."),
    ("Inviolability?", "Prevent all damage that would be dealt to creatures you control."),
])
def test_615_1_prevention_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, StaticAbility)
