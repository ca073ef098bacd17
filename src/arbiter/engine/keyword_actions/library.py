"""Keyword actions that look at a library (701.22 scry, 701.25 surveil, 701.23 search,
701.24 shuffle): each choice is a decision of the player."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.view import context_for
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.selectors import Selector


def _order_on_top(game: Game, player: int, cards: list[int], verb: str) -> None:
    """Put cards back on top in the order the player chooses (the first chosen ends on top)."""
    library = game.state.zone_list("library", player)
    remaining = list(cards)
    chosen: list[int] = []
    while remaining:
        if len(remaining) == 1:
            pick = remaining[0]
        else:
            pick = game.decide(Decision("order", f"{verb}: choose the next card from the top",
                                        player, [(game.quick_name(o) + f"#{o}", o)
                                                 for o in remaining], key="order"))
        remaining.remove(pick)
        chosen.append(pick)
    for oid in reversed(chosen):
        library.remove(oid)
        library.insert(0, oid)


def scry(game: Game, player: int, n: int) -> None:
    """701.22a: any number of the top N cards on the bottom, the rest on top, any order."""
    library = game.state.zone_list("library", player)
    top = library[:n]
    keep = []
    for oid in top:
        where = game.decide(Decision("scry", f"scry: {game.quick_name(oid)}#{oid}", player,
                                     [("top", "top"), ("bottom", "bottom")], key="scry"))
        if where == "bottom":
            library.remove(oid)
            library.append(oid)
        else:
            keep.append(oid)
    _order_on_top(game, player, keep, "scry")
    game.state.touch()


def surveil(game: Game, player: int, n: int) -> None:
    """701.25a: any number of the top N cards into the graveyard, the rest on top."""
    library = game.state.zone_list("library", player)
    keep = []
    for oid in library[:n]:
        where = game.decide(Decision("surveil", f"surveil: {game.quick_name(oid)}#{oid}",
                                     player, [("top", "top"), ("graveyard", "graveyard")],
                                     key="surveil"))
        if where == "graveyard":
            game.move(oid, "graveyard")
        else:
            keep.append(oid)
    _order_on_top(game, player, keep, "surveil")
    game.state.touch()


def _matching(game: Game, player: int, selector: Selector,
              source: int | None) -> list[tuple[str, Any]]:
    """The cards in the player's library that match, as decision options (701.23a)."""
    from arbiter.rules.view import LayerView

    view = LayerView(game.state, game.all_layers().chars)
    ctx = context_for(view, source, player)
    return [(f"{game.quick_name(o)}#{o}", o) for o in game.state.zone_list("library", player)
            if selector.matches(view, o, ctx)]


def search(game: Game, player: int, selector: Selector, source: int | None) -> int | None:
    """701.23a: find a card matching the description (701.23b: a player may fail to find
    one searching a hidden zone). Returns the card found, or None."""
    options = _matching(game, player, selector, source)
    return game.decide(Decision("search", "search your library", player, options,
                                optional=True, key="search"))


def search_any_number(game: Game, player: int, selector: Selector,
                      source: int | None) -> list[int]:
    """701.23a: "search for any number of <cards>": the player picks matching cards one at
    a time (decision kind "search"), choosing "done" when they have found all they want
    (701.23b: they may find none)."""
    options = _matching(game, player, selector, source)
    found: list[int] = []
    while options:
        pick = game.decide(Decision("search", "search your library (any number; done to stop)",
                                    player, [*options, ("done", None)], optional=True,
                                    key="search"))
        if pick is None:
            break
        found.append(pick)
        options = [o for o in options if o[1] != pick]
    return found


def shuffle(game: Game, player: int) -> None:
    """701.24a: randomize the library with the game's seeded generator."""
    rng.shuffle(game.state, game.state.zone_list("library", player))
    game.state.touch()
