""""as long as two or more creatures are blocking it" (509.1g-h, 506.4): how many creatures
are blocking the source now. A blocking creature stays one until it is removed from combat
(506.4: leaving the battlefield removes it, `state.combat.remove`) or combat ends (511.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class SourceBlockedByAtLeast(Condition):
    """The source is an attacking creature blocked by `n` or more creatures now."""

    n: int

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        combat = view.state.combat
        src = ctx.source
        if combat is None or src is None or src not in combat.attackers:
            return False
        blocking = [b for b in combat.blockers_of(src)
                    if view.state.objects.get(b) is not None
                    and view.state.objects[b].zone == "battlefield"]
        return len(blocking) >= self.n


__all__ = ["SourceBlockedByAtLeast"]
