"""The event of drawing a card (121.1), for abilities that trigger on it (603.2): "Whenever
you draw a card", "Whenever an opponent draws a card", "Whenever you draw your second card
each turn".

121.2: cards are drawn one at a time, so each card drawn is one event, and an ability
triggers once for each. A draw a replacement effect replaced (614.11, 702.52a dredge) is no
draw, and no card is drawn from an empty library (121.4); 121.5: a card put into a hand
without the word "draw" isn't drawn. The event names the card, the player who drew it and
which card it was of those that player drew this turn (`TurnState.cards_drawn`, counted as
the card is drawn, `engine.keywords.miracle`), so "your second card each turn" triggers on
exactly one draw a turn. The cards a player draws for their opening hand are drawn before the
game's first turn (103.5) and make no event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.triggers.events import Event

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def emit_draw(game: Game, player: int, card: int) -> None:
    """121.1, 603.2: `player` has drawn `card`."""
    nth = game.state.turn.cards_drawn.get(player, 0)
    # the step: "the first one they draw in each of their draw steps" (draw_replacements)
    game.emit(Event("draw", card, player=player, amount=nth, step=game.state.turn.step))


__all__ = ["emit_draw"]
