"""509.1a: a creature blocks one attacker unless an effect lets it block more — "can block
an additional creature each combat" (these add up) and "can block any number of
creatures"; real Oracle lines compiled and played."""

from __future__ import annotations

import pytest
from test_combat import BOB_P, attack, block, board

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.errors import IllegalActionError
from arbiter.rules.parts import RulesPart

_DB = CardDatabase.bundled()


@pytest.mark.parametrize(("name", "part"), [
    ("Palace Guard", RulesPart("block_any_number")),
    ("Foriysian Interceptor", RulesPart("block_additional", 1)),
    ("Vanguard's Shield", RulesPart("block_additional", 1)),
    ("Iona's Blessing", RulesPart("block_additional", 1)),
])
def test_509_1a_block_more_lines_compile(name: str, part: RulesPart) -> None:
    face = _DB.get(name).faces[0]
    line = next(x for x in (face.oracle_text or "").split("\n") if "can block" in x)
    (ability,) = compile_text(line, face.name)
    parts = [p for spec in ability.effects for p in spec.parts]
    assert part in parts


@pytest.mark.parametrize(("blocker", "most"), [
    ("Grizzly Bears", 1), ("Foriysian Interceptor", 2), ("Palace Guard", 3)])
def test_509_1a_how_many_attackers_one_creature_blocks(solve, blocker: str, most: int) -> None:
    """Three attackers; the blocker may block as many as its abilities allow, no more."""
    game, ids = board(solve, f"""
  - {{card: Savannah Lions, as: a1}}
  - {{card: Raging Goblin, as: a2}}
  - {{card: Goblin Piker, as: a3}}
  - {{card: "{blocker}", as: b, controller: Bob}}
""")
    attackers = [ids["a1"], ids["a2"], ids["a3"]]
    attack(game, dict.fromkeys(attackers, BOB_P))
    if most < 3:
        with pytest.raises(IllegalActionError, match=r"509\.1a"):
            block(game, {ids["b"]: attackers[:most + 1]})
        assert game.state.combat.blockers == {}
    block(game, {ids["b"]: attackers[:most]})
    assert game.state.combat.blocked == set(attackers[:most])


def test_509_1a_granted_by_an_aura(solve) -> None:
    """Iona's Blessing on Grizzly Bears lets them block two attackers."""
    game, ids = board(solve, """
  - {card: Savannah Lions, as: a1}
  - {card: Raging Goblin, as: a2}
  - {card: Grizzly Bears, as: b, controller: Bob}
  - {card: "Iona's Blessing", controller: Bob, attached_to: b}
""")
    attack(game, {ids["a1"]: BOB_P, ids["a2"]: BOB_P})
    block(game, {ids["b"]: [ids["a1"], ids["a2"]]})
    assert game.state.combat.blocked == {ids["a1"], ids["a2"]}
