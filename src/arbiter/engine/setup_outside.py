"""103.2a-b: what each player has outside the game as it is set up.

- 100.4 / 400.11a: a player's sideboard, cards they own outside the game, set aside before
  the game (103.2a); after that, the player's deck is their starting deck. Cards from it are
  brought into the game only as a rule or effect allows (400.11b: 116.2g a companion,
  701.48a learn).
- 103.2b: each player may reveal one card with a companion ability from outside the game
  (`engine.keywords.companion`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.keywords.companion import CompanionError, reveal_companions

if TYPE_CHECKING:
    from collections.abc import Sequence

    from arbiter.engine.game import Game


def set_aside(game: Game, sideboards: Sequence[Sequence[str]],
              companions: Sequence[str | None]) -> None:
    """Give each player their sideboard (one list per player, in player order; fewer lists
    than players: the rest have none), then reveal the companions (None: no companion)."""
    players = game.state.players
    if len(sideboards) > len(players) or len(companions) > len(players):
        raise CompanionError(f"one sideboard and one companion per player at most: "
                             f"{len(players)} players, {len(sideboards)} sideboards, "
                             f"{len(companions)} companions")
    for p, cards in enumerate(sideboards):
        players[p].sideboard = [game.catalog.record(name).name for name in cards]
    reveal_companions(game, dict(enumerate(companions)))


__all__ = ["set_aside"]
