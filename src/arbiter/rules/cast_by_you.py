"""601.2a, 707.10: "spells you cast": a spell on the stack its controller cast (a copy of a spell
isn't cast, 707.10; a card put onto the stack otherwise isn't either)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class CastByYou(Selector):
    """A spell the effect's controller cast, on the stack."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        obj = view.state.objects[oid]
        return obj.zone == "stack" and obj.cast_from is not None and not obj.spell_copy \
            and obj.controller == ctx.controller

    def reads(self) -> frozenset[str]:
        return frozenset({"controller", "zone"})

    def zones(self) -> frozenset[str]:
        return frozenset({"stack"})


__all__ = ["CastByYou"]
