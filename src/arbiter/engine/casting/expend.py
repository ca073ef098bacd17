"""700.14: "Whenever you expend N."

A player expends N when they pay a cost to cast a spell and the mana they had spent this
turn to cast spells was less than N before paying that cost and at least N after it. The
mana each player has spent to cast spells this turn is counted as each spell's total cost
is paid (`TurnState.mana_spent_on_spells`, 601.2h: the mana actually spent, so mana paid by
another player, 702.132a, or a cost paid with creatures, 702.51a, isn't counted), and one
"expend" event carries the count before (`extra`) and after (`amount`) the payment; an
ability triggers on it when its N lies in between (`expended`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.triggers.events import Event

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def record_spent(game: Game, player: int, spent: int) -> None:
    """700.14: `player` has just paid a cost to cast a spell, spending `spent` mana."""
    if spent <= 0:
        return
    counts = game.state.turn.mana_spent_on_spells
    before = counts.get(player, 0)
    counts[player] = before + spent
    game.emit(Event("expend", None, player=player, amount=before + spent, extra=before))


def expended(ev: Event, n: int) -> bool:
    """700.14: the payment took the player's count from below `n` to at least `n`."""
    return int(ev.extra) < n <= ev.amount


__all__ = ["expended", "record_spent"]
