"""702.16a / 205.3m: granted "protection from <creature type>" ("Cats you control have
protection from Rats."): real Oracle lines compiled, one played on a board."""

from __future__ import annotations

import pytest
from test_combat import BOB_P, attack, block, board

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.parts import AddAbilities

_DB = CardDatabase.bundled()


@pytest.mark.parametrize(("name", "param"), [
    ("Hungry Lynx", "Rats"), ("Feline Sovereign", "Dogs"), ("Masked Gorgon", "Gorgons"),
    ("Diregraf Escort", "Zombies"),
])
def test_702_16a_protection_from_a_creature_type_lines(name: str, param: str) -> None:
    face = _DB.get(name).faces[0]
    line = next(x for x in (face.oracle_text or "").split("\n")
                if f"protection from {param}" in x)
    (ability,) = compile_text(line, face.name)
    granted = [a for spec in ability.effects for p in spec.parts if isinstance(p, AddAbilities)
               for a in p.abilities]
    assert KeywordAbility(text=f"Protection from {param}", keyword="protection from",
                          param=param) in granted


def test_702_16a_lowercase_plural_that_isnt_a_type_stays_unread() -> None:
    assert compile_text("Cats you control have protection from Wizardss.", "X") is None


def test_702_16f_hungry_lynx_cats_cant_be_blocked_by_rats(solve) -> None:
    """Hungry Lynx (a Cat) has protection from Rats: Bob's Typhoid Rats can't block it;
    Grizzly Bears can."""
    game, ids = board(solve, """
  - {card: Hungry Lynx, as: a}
  - {card: Typhoid Rats, as: r, controller: Bob}
  - {card: Grizzly Bears, as: b, controller: Bob}
""")
    attack(game, {ids["a"]: BOB_P})
    with pytest.raises(IllegalActionError, match=r"702\.16f"):
        block(game, {ids["r"]: [ids["a"]]})
    block(game, {ids["b"]: [ids["a"]]})
    assert game.state.combat.blocked == {ids["a"]}
