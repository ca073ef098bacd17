"""901.3: the planar decks of a Planechase game.

901.3: each player has a planar deck of at least ten plane and/or phenomenon cards, no more
than two of them phenomena, each with a different English name; 901.4: the cards stay in the
command zone all game (`Player.planar_deck`, top first). A game made by `Game.new` checks all
of 901.3 and shuffles each deck (103.3a); a scenario states a board as it is, so its decks
need only hold plane and phenomenon cards, in the order given.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.keyword_actions.planeswalk import PHENOMENON, PLANAR_TYPES, PLANE
from arbiter.errors import ArbiterError
from arbiter.state import rng

if TYPE_CHECKING:
    from collections.abc import Sequence

    from arbiter.engine.game import Game

#: 901.3: the least number of cards in a planar deck, and the most phenomena in one.
MIN_CARDS, MAX_PHENOMENA = 10, 2


class PlanarDeckError(ArbiterError):
    """A planar deck that breaks 901.3."""


def planar_deck(game: Game, player: str, names: Sequence[str], whole: bool) -> list[str]:
    """901.3: the deck's cards by name; `whole`: the whole of 901.3 is checked."""
    out = [game.catalog.record(n).name for n in names]
    types = {n: set(game.catalog.record(n).faces[0].types) for n in out}
    if bad := [n for n in out if not types[n] & PLANAR_TYPES]:
        raise PlanarDeckError(f"{player}'s planar deck must hold plane and phenomenon cards "
                              f"(901.3): {bad[0]} isn't one")
    if not whole:
        return out
    if len(out) < MIN_CARDS:
        raise PlanarDeckError(f"{player}'s planar deck needs at least {MIN_CARDS} cards "
                              f"(901.3), got {len(out)}")
    if sum(PHENOMENON in types[n] for n in out) > MAX_PHENOMENA:
        raise PlanarDeckError(f"{player}'s planar deck may hold no more than {MAX_PHENOMENA} "
                              "phenomenon cards (901.3)")
    if len(set(out)) != len(out):
        raise PlanarDeckError(f"each card in {player}'s planar deck must have a different "
                              "English name (901.3)")
    if not any(PLANE in types[n] for n in out):
        raise PlanarDeckError(f"{player}'s planar deck holds no plane card (901.5)")
    return out


def give_planar_decks(game: Game, decks: Sequence[Sequence[str] | None], shuffle: bool,
                      whole: bool) -> None:
    """901.3: each player's planar deck (None: that player has none), shuffled if asked
    (103.3a). `whole`: a game made by `Game.new`, where every player needs one (901.3; the
    single planar deck option, 901.15, isn't set up)."""
    players = game.state.players
    if whole and (len(decks) < len(players) or any(d is None for d in decks)):
        raise PlanarDeckError("in a Planechase game each player needs a planar deck (901.3)")
    for p, names in enumerate(decks):
        if names is None:
            continue
        players[p].planar_deck = planar_deck(game, players[p].name, names, whole)
        if shuffle:
            rng.shuffle(game.state, players[p].planar_deck)  # 103.3a


__all__ = ["MAX_PHENOMENA", "MIN_CARDS", "PlanarDeckError", "give_planar_decks",
           "planar_deck"]
