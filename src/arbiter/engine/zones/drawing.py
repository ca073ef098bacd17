"""121: drawing cards as an instruction says ("draw two cards", "target player draws a
card", "each player draws a card"). 121.2: one card at a time, from the top of the player's
library (`Game.draw`; 704.5b: drawing from an empty library loses the game at the next
check of state-based actions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import Draw


def do_draw(r: Resolution, step: Draw) -> None:
    """121.1: each named player draws N cards (a Value counted as it resolves)."""
    n = r.number(step.n)
    for p in r.players(step.who):
        r.game.draw(p, n)
