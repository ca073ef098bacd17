""""Other creatures" on an Aura or Equipment (Vampirism: "Enchanted creature gets +1/+1 for
each other creature you control. Other creatures you control get -1/-1."): the object
excluded is the enchanted or equipped creature, not the Aura or Equipment itself, which
isn't a creature while attached (303.4d, 301.5c). The grammar reads "other" as "other than
the source" (109.5), which would count the enchanted creature among the others and give it
the -1/-1 too (a silent wrong answer), and it can't tell which object a line means by
"other" once it isn't the source. So on the face of a noncreature Aura, Equipment or
Fortification, a static ability whose object phrases exclude the source from a set of
creatures is left unread (principle 5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.compiler.unread import unsupported
from arbiter.rules import selectors as s
from arbiter.rules.abilities import Ability, StaticAbility
from arbiter.rules.structure import nodes

if TYPE_CHECKING:
    from arbiter.cards.database import CardRecord

_ATTACHING = frozenset({"Aura", "Equipment", "Fortification"})
_NOT_SELF = s.Not(s.IsSource())


def _others_than_self(ability: Ability) -> bool:
    """A set of creatures with the source excluded ("other creatures you control"), in the
    ability's own effects."""
    # not inside an ability it grants: there "other" is other than the object having it
    for node in nodes(ability, into=lambda n: n is ability or not isinstance(n, Ability)):
        if isinstance(node, s.And) and _NOT_SELF in node.parts and any(
                isinstance(p, s.IsType) and p.card_type == "Creature" for p in node.parts):
            return True
    return False


def unread_other_creatures(abilities: list[Ability], record: CardRecord | None, face: int,
                           name: str) -> list[Ability]:
    """The abilities with each static ability excluding the source from creatures unread,
    on a face that is a noncreature Aura, Equipment or Fortification."""
    if record is None or not record.faces:
        return abilities
    f = record.faces[min(face, len(record.faces) - 1)]
    if not _ATTACHING & set(f.subtypes) or "Creature" in f.types:
        return abilities
    return [unsupported(a.text, name) if isinstance(a, StaticAbility) and a.text
            and _others_than_self(a) else a for a in abilities]


__all__ = ["unread_other_creatures"]
