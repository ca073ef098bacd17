"""702.140c-d, 729.2: "the number of times this creature has mutated" (Porcuparrot, Insatiable
Hemophage, Huntmaster Liger): each mutating creature spell that merged with the permanent
made it one component more (729.2: the same object, 729.2c), so the count is its components
but the first. A permanent that isn't merged has never mutated (0); one that has left the
battlefield is a new object (400.7) whose components the engine doesn't keep as last known
information (608.2h): reading it then stops the game naming the text (principle 5).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.errors import UnsupportedTextError
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class TimesMutated(Value):
    """702.140c: how many times the effect's source has mutated (merged with a mutating
    creature spell, 729.2)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        src = ctx.source
        obj = view.state.objects.get(src) if src is not None else None
        if obj is None or obj.zone != "battlefield":
            raise UnsupportedTextError(
                str(getattr(obj, "card", "") or "a permanent"),
                f"{self}: the permanent's components once it has left the battlefield "
                "(608.2h)")
        return max(len(obj.merged) - 1, 0)

    def __str__(self) -> str:
        return "the number of times this creature has mutated"


__all__ = ["TimesMutated"]
