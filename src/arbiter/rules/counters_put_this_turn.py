"""122.6: "if a counter was put on ~ this turn" (Wakka, Devoted Guardian): one or more
counters of any kind were put on the source this turn, while it was on the battlefield or as
it entered (122.6: a permanent that enters with counters has them "put" on it). Read from the
game's events since the turn began (`TurnState.events_start`, the "counters_put" events of
`Game.put_counters`); the permanent is the object it is now (400.7: an earlier object's
counters aren't its)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class CounterPutOnSourceThisTurn(Condition):
    """122.6: a counter was put on the effect's source this turn."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None:
            return False
        events = view.state.events
        return any(e.kind == "counters_put" and e.obj == src
                   for e in events[min(view.state.turn.events_start, len(events)):])

    def __str__(self) -> str:
        return "a counter was put on ~ this turn"


__all__ = ["CounterPutOnSourceThisTurn"]
