"""700.11: "descended this turn": a permanent card has been put into that player's graveyard
from anywhere this turn (none of them needs to be in that graveyard still). The engine counts
them per player as they are put there (`TurnState.descended`, `engine.zones.turn_history`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class DescendedThisTurn(Condition):
    """700.11: "if you descended this turn": the effect's controller."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return view.state.turn.descended.get(ctx.controller, 0) > 0


__all__ = ["DescendedThisTurn"]
