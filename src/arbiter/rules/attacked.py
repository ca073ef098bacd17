"""508.1a: whether a creature attacked this turn (was declared as an attacker; a creature put
onto the battlefield attacking never attacked, 508.4). 702.142a boast: "Activate only if this
creature attacked this turn"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class SourceAttackedThisTurn(Condition):
    """"this creature attacked this turn": the source was declared as an attacker this turn
    (by whichever player controlled it then; `TurnState.attacked_with`)."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return ctx.source is not None and any(
            ctx.source in ids for ids in view.state.turn.attacked_with.values())


__all__ = ["SourceAttackedThisTurn"]
