"""500.1 / 502: "the number of untapped lands they controlled at the beginning of this turn"
(Power Surge): counted as the turn begins, before its untap step untaps anything (502.3), for
every player; kept for the rest of the turn (`TurnState.untapped_lands_at_start`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def record_untapped_lands(game: Game) -> None:
    """The turn has just begun: each player's untapped lands on the battlefield (a phased-out
    permanent isn't there, 702.26b)."""
    counts = {p.index: 0 for p in game.state.players}
    for oid in game.state.battlefield():
        if not game.obj(oid).tapped and "Land" in game.chars(oid).types:
            who = game.controller_of(oid)
            counts[who] = counts.get(who, 0) + 1
    game.state.turn.untapped_lands_at_start = counts


__all__ = ["record_untapped_lands"]
