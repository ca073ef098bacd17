"""Numbers about a player's cards ("the number of cards in your hand", 402.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class CardsInHand(Value):
    """402.1: how many cards are in the hand of the effect's controller ("you have exactly
    thirteen cards in your hand")."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return len(view.state.order.get((ctx.controller, "hand"), []))

    def __str__(self) -> str:
        return "the number of cards in your hand"
