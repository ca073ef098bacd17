"""701.9a, 121.2-style turn counts: the cards a player has discarded this turn ("draw a card
for each card you've discarded this turn", Change of Fortune; "where X is the number of cards
you've discarded this turn", the Ambergris cards; "if you discarded a card this turn").

Each discard is an event of the game (`engine.keyword_actions.discard`: "discard", with the
player who discarded) whatever made the player discard (an effect, or a cost such as
cycling's, 702.29a); the turn's events begin at `TurnState.events_start`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class CardsDiscardedThisTurn(Value):
    """701.9a: how many cards the effect's controller has discarded this turn."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        events = view.state.events
        start = min(view.state.turn.events_start, len(events))
        return sum(1 for e in events[start:]
                   if e.kind == "discard" and e.player == ctx.controller)

    def __str__(self) -> str:
        return "the number of cards you've discarded this turn"


@dataclass(frozen=True)
class DiscardedThisTurn(Condition):
    """701.9a: a player has discarded a card this turn: the effect's controller ("you"), one
    of their opponents ("opponent") or anyone ("player"): "if you discarded a card this
    turn", "if an opponent discarded a card this turn", "Activate only if you've discarded a
    card this turn"."""

    who: str = "you"

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        events = view.state.events
        start = min(view.state.turn.events_start, len(events))
        you = ctx.controller
        return any(e.kind == "discard" and (
            self.who == "player" or (e.player == you) == (self.who == "you"))
            for e in events[start:])


__all__ = ["CardsDiscardedThisTurn", "DiscardedThisTurn"]
