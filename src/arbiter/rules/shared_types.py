"""A count relative to the affected object: "for each other creature on the battlefield that
shares a creature type with it" (Coat of Arms); and "if it shares a creature type with ~"
(the kinship abilities' top card of a library). Two objects share a creature type when some
creature type (205.3m) is among both objects' subtypes; an object that is every creature
type (702.73a, changeling) shares one with any object that has a creature type."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.cards.subtypes import CREATURE_TYPES
from arbiter.rules.selectors import Selector
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.view import EffectContext, LayerView


def _creature_types(ch: Characteristics) -> set[str]:
    return {t for t in ch.subtypes if t in CREATURE_TYPES}


def share_creature_type(a: Characteristics, b: Characteristics) -> bool:
    """205.3m: whether the two objects have a creature type in common."""
    ta, tb = _creature_types(a), _creature_types(b)
    if a.every_creature_type:
        return b.every_creature_type or bool(tb)
    if b.every_creature_type:
        return bool(ta)
    return bool(ta & tb)


@dataclass(frozen=True)
class SharesCreatureTypeWithSource(Selector):
    """"If it shares a creature type with ~" (the kinship abilities): the object and the
    effect's source have a creature type in common (205.3m, 702.73a)."""

    local = True

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        me = view.chars.get(oid)
        src = view.chars.get(ctx.source) if ctx.source is not None else None
        return me is not None and src is not None and share_creature_type(me, src)

    def reads(self) -> frozenset[str]:
        return frozenset({"subtypes"})


@dataclass(frozen=True)
class OthersSharingCreatureType(Value):
    """The number of objects matching `selector`, other than the affected object, that share
    a creature type with it."""

    selector: Selector
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"zone", "subtypes"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        me = view.chars.get(oid)
        if me is None:
            return 0
        zones = self.selector.zones()
        n = 0
        for other, obj in view.state.objects.items():
            if other == oid or obj.zone not in zones or other not in view.chars:
                continue
            if self.selector.matches(view, other, ctx) and \
                    share_creature_type(me, view.chars[other]):
                n += 1
        return n

    def __str__(self) -> str:
        return "the number of other creatures that share a creature type with it"


@dataclass(frozen=True)
class GreatestSharingCreatureType(Value):
    """205.3m, 702.73a: "the greatest number of creatures you control that have a creature
    type in common" (Basalt Ravager): for each creature type, the objects `selector` matches
    that have it (an object that is every creature type has each); the largest such group.
    An object alone is a group of one; objects without a creature type are in none."""

    selector: Selector
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"zone", "subtypes"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        zones = self.selector.zones()
        every = 0
        by_type: dict[str, int] = {}
        for o, obj in view.state.objects.items():
            if obj.zone not in zones or o not in view.chars \
                    or not self.selector.matches(view, o, ctx):
                continue
            ch = view.chars[o]
            if ch.every_creature_type:
                every += 1
                continue
            for t in _creature_types(ch):
                by_type[t] = by_type.get(t, 0) + 1
        return max(by_type.values(), default=0) + every

    def __str__(self) -> str:
        return f"the greatest number of {self.selector} that have a creature type in common"


__all__ = ["GreatestSharingCreatureType", "OthersSharingCreatureType", "share_creature_type"]
