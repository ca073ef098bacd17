"""701.23a / 614.1a: which cards a player searching a library searches. Normally the whole
library; a replacement effect may narrow the search:

    If an opponent would search a library, that player searches the top four cards of that
    library instead.                                                   (Aven Mindcensor)

Every search in the engine picks its cards from `searched` (`keyword_actions.library`, the
one place a search's candidates come from), so the effect applies to every search: "search
your library for ...", "any number of", "up to two", each player's searches, partner-with
and transfigure. What follows the search (701.24a: shuffling the library) is unchanged.

The effect is a rules part `RULE` (613.11) on its source, with detail (whose, n): "opponents"
(a searching player who is an opponent of its controller) and the number of cards from the
top. Several such effects: the smallest number applies (each "searches the top N ... instead"
of what the others left)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game

RULE = "search_top_cards_instead"


def searched(game: Game, searcher: int, owner: int) -> list[int]:
    """701.23a: the cards of `owner`'s library that `searcher` searches, top first."""
    from arbiter.engine.keyword_actions.search_bans import may_search
    from arbiter.engine.rules_effects import rules_effects

    if not may_search(game, searcher):
        return []  # 101.2, 101.3: "Players can't search libraries": no card is found
    library = list(game.state.zone_list("library", owner))
    for _ts, detail, controller in rules_effects(game, RULE):
        if not detail:
            continue
        whose, n = detail
        if whose == "opponents" and searcher in game.opponents(controller):
            library = library[:n]  # 614.1a: "searches the top N cards ... instead"
    return library


__all__ = ["RULE", "searched"]
