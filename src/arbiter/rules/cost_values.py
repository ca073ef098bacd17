"""Numbers fixed by how an activation cost was paid (602.2b, 601.2h): "{1}{R}, {T}, Remove
any number of charge counters from ~: It deals that much damage to any target." — "that
much" is the number of counters the player chose to remove paying the cost."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class CountersRemovedAsCost(Value):
    """The number of counters removed paying "Remove any number of <kind> counters from ~"
    (kept with the ability on the stack as it was activated; a copy of the ability copies
    it, 707.10). Counted by the interpreter (`at_resolution`)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("CountersRemovedAsCost is read from the activation's choices")

    def at_resolution(self, r: Any) -> int:
        from arbiter.errors import UnsupportedTextError

        n = r.item.choices.get("counters_removed")
        if n is None:
            raise UnsupportedTextError(r.item.source_name, "that much (no counters were "
                                       "removed as a cost)")
        return int(n)

    def __str__(self) -> str:
        return "the number of counters removed"
