""""Other creatures" on an Aura or Equipment (Vampirism: "Enchanted creature gets +1/+1 for
each other creature you control. Other creatures you control get -1/-1."; Gleam of
Authority: "... for each +1/+1 counter on other creatures you control."): the object
excluded is the enchanted or equipped creature, not the Aura or Equipment itself, which
isn't a creature while attached (303.4d, 301.5c). The grammar reads "other" as "other than
the source" (109.5), which would count the enchanted creature among the others and give it
the -1/-1 too (a silent wrong answer). So on the face of a noncreature Aura, Equipment or
Fortification, a static ability's own set of creatures with the source excluded becomes the
set with the object it is attached to excluded, and so are the sets of creatures its
triggered abilities affect (Sigil of Valor: "Whenever equipped creature attacks alone, it gets
+1/+1 until end of turn for each other creature you control." counted the equipped creature
too; Martial Impetus gave "each other creature that's attacking" +1/+1 to the enchanted one
too). "Other" inside an ability it grants is left as it is (there it is other than the
object having that ability), and so is what a triggered ability triggers on."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from arbiter.rules import selectors as s
from arbiter.rules.abilities import Ability, StaticAbility, TriggeredAbility
from arbiter.rules.structure import nodes, rebuild

if TYPE_CHECKING:
    from arbiter.cards.database import CardRecord

_ATTACHING = frozenset({"Aura", "Equipment", "Fortification"})
_NOT_SELF = s.Not(s.IsSource())
_NOT_ATTACHED = s.Not(s.ATTACHED)


def _others_than_self(ability: Ability) -> bool:
    """A set of creatures with the source excluded ("other creatures you control"), in the
    ability's own effects."""
    # not inside an ability it grants: there "other" is other than the object having it
    for node in nodes(ability, into=lambda n: n is ability or not isinstance(n, Ability)):
        if isinstance(node, s.And) and _NOT_SELF in node.parts and any(
                isinstance(p, s.IsType) and p.card_type == "Creature" for p in node.parts):
            return True
    return False


def _creatures_but_self(node: Any) -> bool:
    return isinstance(node, s.And) and _NOT_SELF in node.parts and any(
        isinstance(p, s.IsType) and p.card_type == "Creature" for p in node.parts)


def _attached_not_self(x: Any) -> Any:
    if _creatures_but_self(x):
        return s.And(tuple(_NOT_ATTACHED if p == _NOT_SELF else p for p in x.parts))
    return x


def _other_than_attached(x: Any) -> Any:
    """`x` with each set of creatures excluding the source made to exclude the object the
    source is attached to instead, not looking inside the abilities it grants (their "other"
    is other than the object having it)."""
    return rebuild(x, _attached_not_self, into=lambda n: not isinstance(n, Ability))


def attached_other_creatures(abilities: list[Ability], record: CardRecord | None,
                             face: int) -> list[Ability]:
    """The abilities with each static ability's creatures "other" than the source made
    other than the object the source is attached to, on a face that is a noncreature Aura,
    Equipment or Fortification (303.4d, 301.5c)."""
    if record is None or not record.faces:
        return abilities
    f = record.faces[min(face, len(record.faces) - 1)]
    if not _ATTACHING & set(f.subtypes) or "Creature" in f.types:
        return abilities
    out: list[Ability] = []
    for a in abilities:
        if isinstance(a, StaticAbility) and a.text and _others_than_self(a):
            a = dataclasses.replace(a, effects=_other_than_attached(a.effects))
        elif isinstance(a, TriggeredAbility) and _others_than_self(a):
            # what it does ("it gets +1/+1 ... for each other creature you control"), not
            # what it triggers on
            a = dataclasses.replace(a, instructions=_other_than_attached(a.instructions))
        out.append(a)
    return out


__all__ = ["attached_other_creatures"]
