"""701.17a, 608.2c: "for each <card> milled this way" / "for each <card> put into <your |
their | a> graveyard this way" after a mill of the same spell or ability (Gorging Vulture,
Coerced Confession, Liliana's Indignation): how many of the cards the resolution moved from a
library to a graveyard match the description, judged where they are now (in the graveyard).

Counted by the interpreter as the instruction is carried out (`at_resolution`), from the zone
changes since the spell or ability began to resolve (`Resolution.first_event`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext


def moved_this_way(r: Any, from_zone: str, to_zone: str, selector: Selector | None) -> int:
    """608.2c: how many cards the resolving spell or ability `r` has moved from `from_zone`
    to `to_zone` so far (its zone changes since it began to resolve) that `selector` matches
    where they are now (None: every one)."""
    g = r.game
    moved = [e.new_id for e in g.events[r.first_event:]
             if e.kind == "zone_change" and e.from_zone == from_zone
             and e.to_zone == to_zone and e.new_id is not None]
    if selector is None:
        return len(moved)
    view = LayerView(g.state, g.all_layers().chars)
    ctx = context_for(view, r.item.source, r.item.controller)
    return sum(1 for o in moved if o in view.chars and selector.matches(view, o, ctx))


@dataclass(frozen=True)
class MilledThisWay(Value):
    """The number of cards milled this way that `selector` matches (None: every one)."""

    selector: Selector | None = None
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("MilledThisWay is counted by the interpreter as it resolves")

    def at_resolution(self, r: Any) -> int:
        return moved_this_way(r, "library", "graveyard", self.selector)

    def __str__(self) -> str:
        return "the number of cards milled this way"


__all__ = ["MilledThisWay", "moved_this_way"]
