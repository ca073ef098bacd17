"""120.3 / 119.3: "the damage dealt to you this turn" (Simulacrum): the total damage dealt to
the effect's controller this turn, from every source (`TurnState.damage_dealt`, which counts
damage a player was dealt even when it made them lose no life, 120.3b-c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class DamageDealtToYouThisTurn(Value):
    """The damage dealt to the effect's controller this turn."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return view.state.turn.damage_dealt.get(ctx.controller, 0)

    def __str__(self) -> str:
        return "the damage dealt to you this turn"


__all__ = ["DamageDealtToYouThisTurn"]
