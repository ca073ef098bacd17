"""103.2a-b: what each player has outside the game as it is set up.

- 100.4 / 400.11a: a player's sideboard, cards they own outside the game, set aside before
  the game (103.2a); after that, the player's deck is their starting deck. Cards from it are
  brought into the game only as a rule or effect allows (400.11b: 116.2g a companion,
  701.48a learn).
- 103.2b: each player may reveal one card with a companion ability from outside the game
  (`engine.keywords.companion`).
- 309.2: dungeon cards begin outside the game, apart from the deck and the sideboard; a
  player ventures only into dungeons they own (`engine.keyword_actions.venture`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.keywords.companion import CompanionError, reveal_companions
from arbiter.errors import ArbiterError

if TYPE_CHECKING:
    from collections.abc import Sequence

    from arbiter.engine.game import Game


class OutsideTheGameError(ArbiterError):
    """Cards outside the game that can't be set up so (a dungeon list naming another card)."""


def set_aside(game: Game, sideboards: Sequence[Sequence[str]],
              companions: Sequence[str | None],
              dungeons: Sequence[Sequence[str]] = ()) -> None:
    """Give each player their sideboard and dungeon cards (one list per player, in player
    order; fewer lists than players: the rest have none), then reveal the companions (None:
    no companion)."""
    from arbiter.engine.keyword_actions.venture import is_dungeon

    players = game.state.players
    if max(len(sideboards), len(companions), len(dungeons)) > len(players):
        raise CompanionError(f"one sideboard, one companion and one list of dungeons per "
                             f"player at most: {len(players)} players, {len(sideboards)} "
                             f"sideboards, {len(companions)} companions, {len(dungeons)} "
                             "lists of dungeons")
    for p, cards in enumerate(sideboards):
        players[p].sideboard = [game.catalog.record(name).name for name in cards]
    for p, cards in enumerate(dungeons):
        names = [game.catalog.record(name).name for name in cards]
        if bad := [n for n in names if not is_dungeon(game, n)]:
            raise OutsideTheGameError(f"{players[p].name}'s dungeons must be dungeon cards "
                                      f"(309.1): {', '.join(bad)} isn't one")
        players[p].dungeons = names
    reveal_companions(game, dict(enumerate(companions)))


__all__ = ["OutsideTheGameError", "set_aside"]
