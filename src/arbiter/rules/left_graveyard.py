"""Cards that left a player's graveyard this turn, each judged as it was in the graveyard
(603.10a), wherever it went:

    a card left your graveyard this turn                    (Primary Research)
    a creature card left your graveyard this turn           (Syrix, Carrier of the Flame)
    three or more cards left your graveyard this turn       (Bonecache Overseer)

The engine records each card as it leaves (`TurnState.left_graveyard`,
`engine.zones.turn_history`); "your graveyard" is the graveyard of the cards you own (404.2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.rules.view import LayerView

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext


@dataclass(frozen=True)
class LeftYourGraveyardThisTurn(Condition):
    """At least `n` cards matching `selector` (as they were in the graveyard; no zone test)
    left the effect controller's graveyard this turn."""

    selector: Selector
    n: int = 1

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        found = sum(1 for o, owner, chars in view.state.turn.left_graveyard
                    if owner == ctx.controller
                    and self.selector.matches(LayerView(view.state, {o: chars}), o, ctx))
        return found >= self.n


__all__ = ["LeftYourGraveyardThisTurn"]
