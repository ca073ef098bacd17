"""105.2 / 702.78a: "that share a color with it": an object shares a color with another when
some color is among both objects' colors (a colorless object shares none); radiance's "target
creature and each other creature that shares a color with it" (207.2c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.selectors import Selector
from arbiter.vocab import Color

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




@dataclass(frozen=True)
class SharesAColorWithTarget(Selector):
    """Radiance (207.2c), 105.2: "target creature and each other creature that shares a color
    with it": the target itself, or an object with a color the target has as the spell or
    ability resolves. `target` is the reference to the target (`compiler.grammar.refs.bind`
    numbers it); as it resolves `engine.stack.target_players` fills in `target_id` and
    `colors`, the target's current colors (none when the target is now illegal, 608.2b)."""

    target: Any = None
    target_id: int | None = None
    colors: frozenset[Color] | None = None
    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        if self.target_id is None or self.colors is None:
            return False
        me = view.chars.get(oid)
        return oid == self.target_id or (me is not None and bool(me.colors & self.colors))

    def reads(self) -> frozenset[str]:
        return frozenset({"colors"})

    def bound_ok(self) -> bool:
        """`compiler.unbound`: its target was bound to a target of the spell or ability."""
        return getattr(self.target, "kind", None) == "target"


__all__ = ["SharesAColorWithSource", "SharesAColorWithTarget"]
