"""205.3m: "+1/+1 for each other creature ... that shares a creature type with it" — counted
for each affected creature separately, other than that creature; a changeling (702.73a)
shares a type with every creature that has one. Real Oracle lines, played on boards."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.parts import ModifyPT
from arbiter.rules.shared_types import OthersSharingCreatureType

_DB = CardDatabase.bundled()


_CREATURES_ON_BF = s.And((s.InZone(("battlefield",)), s.IsType("Creature")))


@pytest.mark.parametrize(("name", "value"), [
    ("Coat of Arms", OthersSharingCreatureType(_CREATURES_ON_BF)),
    ("Velis Vel", OthersSharingCreatureType(_CREATURES_ON_BF)),
    ("Alpha Status", V.Scaled(OthersSharingCreatureType(_CREATURES_ON_BF), 2)),
    ("Stoneforge Masterwork", OthersSharingCreatureType(
        s.And((s.InZone(("battlefield",)), s.IsType("Creature"), s.ControlledByYou())))),
])
def test_205_3m_shares_a_creature_type_lines(name: str, value: V.Value) -> None:
    face = _DB.get(name).faces[0]
    line = next(x for x in (face.oracle_text or "").split("\n") if "shares" in x)
    (ability,) = compile_text(line, face.name)
    (spec,) = ability.effects
    assert spec.parts == (ModifyPT(value, value),)


_CREATURES = """
  - {card: Grizzly Bears, as: bears}
  - {card: Runeclaw Bear}
  - {card: Llanowar Elves, as: elves}
  - {card: Changeling Outcast, as: outcast}
  - {card: Elvish Mystic, as: mystic, controller: Bob}
"""


def _pt(game, alias: str) -> tuple[int, int]:
    ch = game.chars(obj_id(game, alias))
    return ch.power, ch.toughness


def test_205_3m_coat_of_arms(board) -> None:
    """Bears: Runeclaw Bear and the changeling (+2); Llanowar Elves: Bob's Elvish Mystic and
    the changeling (+2); Changeling Outcast: all four others (+4)."""
    game = board("name: coat\nbattlefield:\n  - {card: Coat of Arms}" + _CREATURES
                 + "library: {Alice: [Plains], Bob: [Plains]}\n")
    assert _pt(game, "bears") == (4, 4)
    assert _pt(game, "elves") == (3, 3)
    assert _pt(game, "outcast") == (5, 5)
    assert _pt(game, "mystic") == (3, 3)


def test_205_3m_stoneforge_masterwork_counts_only_your_creatures(board) -> None:
    """Masterwork on Llanowar Elves: Bob's Elvish Mystic isn't yours; only the changeling
    counts (+1/+1)."""
    game = board("name: masterwork\nbattlefield:" + _CREATURES
                 + "  - {card: Stoneforge Masterwork, attached_to: elves}\n"
                 + "library: {Alice: [Plains], Bob: [Plains]}\n")
    assert _pt(game, "elves") == (2, 2)
    assert _pt(game, "bears") == (2, 2)
