"""Cards put into a graveyard this turn (603.4 intervening "if", 601.2f cost conditions):

    if a creature card was put into your graveyard from anywhere this turn
                                              (Raphael, Fiendish Savior; Macabre Reconstruction)

A card is judged by its own card types (the front face's, 712.8a: a card in a graveyard has
only its front face's characteristics), as it was put there; it needn't still be there. A
token isn't a card (111.1). The engine records each card as it is put into a graveyard
(`TurnState.to_graveyard`, `engine.zones.turn_history`); the record starts over as each turn
begins, and a scenario's board starts with none.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class CardPutIntoYourGraveyard(Condition):
    """A card with the card type `card_type` was put into the effect controller's graveyard
    (their own cards: 404.2) from anywhere this turn."""

    card_type: str

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return any(owner == ctx.controller and self.card_type in types
                   for owner, types in view.state.turn.to_graveyard)


__all__ = ["CardPutIntoYourGraveyard"]
