"""103.2a-b: what each player has outside the game as it is set up.

- 100.4 / 400.11a: a player's sideboard, cards they own outside the game, set aside before
  the game (103.2a); after that, the player's deck is their starting deck. Cards from it are
  brought into the game only as a rule or effect allows (400.11b: 116.2g a companion,
  701.48a learn).
- 103.2b: each player may reveal one card with a companion ability from outside the game
  (`engine.keywords.companion`).
- 309.2: dungeon cards begin outside the game, apart from the deck and the sideboard; a
  player ventures only into dungeons they own (`engine.keyword_actions.venture`).
- 717.2: a player who plays with Attraction cards has an Attraction deck in the command zone
  (each card with the numbers lit up on it, 717.1), shuffled before the game (103.3a) when
  the game is made by `Game.new` (a scenario gives it in order, top first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.keywords.companion import CompanionError, reveal_companions
from arbiter.errors import ArbiterError
from arbiter.state import rng

if TYPE_CHECKING:
    from collections.abc import Sequence

    from arbiter.engine.game import Game


class OutsideTheGameError(ArbiterError):
    """Cards outside the game that can't be set up so (a dungeon list naming another card)."""


def set_aside(game: Game, sideboards: Sequence[Sequence[str]],
              companions: Sequence[str | None],
              dungeons: Sequence[Sequence[str]] = (),
              attractions: Sequence[Sequence[tuple[str, Sequence[int]]] | None] = (),
              shuffle: bool = False) -> None:
    """Give each player their sideboard and dungeon cards (one list per player, in player
    order; fewer lists than players: the rest have none), then reveal the companions (None:
    no companion)."""
    from arbiter.engine.keyword_actions.venture import is_dungeon

    players = game.state.players
    if max(len(sideboards), len(companions), len(dungeons), len(attractions)) > len(players):
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
    for p, deck in enumerate(attractions):
        if deck is not None:
            players[p].attraction_deck = _attraction_deck(game, players[p].name, deck)
            if shuffle:
                rng.shuffle(game.state, players[p].attraction_deck)  # 103.3a
    reveal_companions(game, dict(enumerate(companions)))


def _attraction_deck(game: Game, player: str, deck: Sequence[tuple[str, Sequence[int]]]
                     ) -> list[tuple[str, tuple[int, ...]]]:
    """717.1-717.2: Attraction cards, each with one to six of the numbers 1-6 lit up."""
    from arbiter.engine.keyword_actions.attractions import ATTRACTION

    out = []
    for name, lights in deck:
        record = game.catalog.record(name)
        if ATTRACTION not in record.faces[0].subtypes:
            raise OutsideTheGameError(f"{player}'s Attraction deck must hold Attraction "
                                      f"cards (717.2): {record.name} isn't one")
        lit = tuple(sorted(set(lights)))
        if not lit or any(n not in range(1, 7) for n in lit):
            raise OutsideTheGameError(f"{record.name} in {player}'s Attraction deck needs "
                                      f"lit-up numbers among 1-6 (717.1), got {list(lights)}")
        out.append((record.name, lit))
    return out


__all__ = ["OutsideTheGameError", "set_aside"]
