"""602.5b / 503.1: "Activate only during your upkeep.": the activating player is the active
player (102.1) and the turn is in its upkeep step."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class DuringYourStep(Condition):
    """It is `step` of the turn of the effect's controller (the activating player)."""

    step: str = "upkeep"

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return view.state.turn.active == ctx.controller and view.state.turn.step == self.step


__all__ = ["DuringYourStep"]
