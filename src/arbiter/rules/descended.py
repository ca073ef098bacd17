"""700.11: "descended this turn": a permanent card has been put into that player's graveyard
from anywhere this turn (none of them needs to be in that graveyard still), judged by the
card types of its front face: read from the record of cards put into graveyards this turn
(`TurnState.to_graveyard`, `engine.zones.turn_history`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.vocab import PERMANENT_TYPES

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class DescendedThisTurn(Condition):
    """700.11: "if you descended this turn": the effect's controller."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return any(owner == ctx.controller and PERMANENT_TYPES & types
                   for owner, types in view.state.turn.to_graveyard)


__all__ = ["DescendedThisTurn"]
