"""105.2 / 702.78a: "that share a color with it": an object shares a color with another when
some color is among both objects' colors (a colorless object shares none)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class SharesAColorWithSource(Selector):
    """The object has a color the source (the spell, "it") has."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        me, it = view.chars.get(oid), view.chars.get(ctx.source) if ctx.source else None
        return me is not None and it is not None and bool(me.colors & it.colors)

    def reads(self) -> frozenset[str]:
        return frozenset({"colors"})


__all__ = ["SharesAColorWithSource"]
