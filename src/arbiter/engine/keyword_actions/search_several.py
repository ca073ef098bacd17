"""701.23: searching a library once for several cards described apart, or for cards that must
share a land type:

    Search your library for a Forest card and a Plains card, put them onto the battlefield
    tapped, then shuffle.                                       (`SearchEach`, Krosan Verge)
    Search your library for up to two basic land cards that share a land type, put them
    onto the battlefield tapped, then shuffle.          (`SearchSharing`, Myriad Landscape)

701.23h: searching for one card and then another before the shuffle is one search for all of
them: the player looks once and finds a card for each description, each a different card.
701.23b: each description states a quality, so the player may leave any of them unfound. The
cards found move together (all at once onto the battlefield, then each enters, 614.1c); the
library is shuffled after (701.24a).

"That share a land type" (205.3i: the land types are the land subtypes): every card found
has a land type each other card found has too. Finding the cards one at a time, each later
card must share a land type with every card found before it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.cards.subtypes import LAND_TYPES
from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.library import _matching, shuffle, stated_quality
from arbiter.engine.zones.zone_changes import enter_all
from arbiter.rules.instructions import Instruction
from arbiter.rules.selectors import Anything

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class SearchEach(Instruction):
    """701.23h: "Search your library for <a card> and <a card>, put them `to` [tapped], then
    shuffle.": one card for each description in `selectors`."""

    selectors: tuple[Selector, ...] = ()
    to: str = "hand"
    tapped: bool = False


@dataclass(frozen=True)
class SearchSharing(Instruction):
    """701.23: "Search your library for up to `n` <cards> that share a land type, put them
    `to` [tapped], then shuffle."."""

    selector: Selector | None = None
    n: int = 2
    to: str = "hand"
    tapped: bool = False


def _put(g: Game, you: int, found: list[int], to: str, tapped: bool) -> None:
    if to == "battlefield":
        enter_all(g, [(c, you) for c in found], tapped)  # at once, then each enters
    else:
        for card in found:
            g.move(card, to)


def do_search_each(r: Resolution, step: SearchEach) -> None:
    """701.23h: one search; for each description the player finds a card not found yet
    (701.23b: or none, when the description states a quality; 701.23d: "a card" must be
    found if one is left). Then they go `to` together and the library is shuffled."""
    g, you = r.game, r.item.controller
    found: list[int] = []
    for i, selector in enumerate(step.selectors):
        options = [o for o in _matching(g, you, selector or Anything(), r.item.source)
                   if o[1] not in found]
        if not options:
            continue
        optional = stated_quality(selector)
        pick = g.decide(Decision(
            "search", f"search your library (card {i + 1} of {len(step.selectors)})", you,
            [*options, ("done", None)] if optional else options, optional=optional,
            key="search"))
        if pick is not None:
            found.append(pick)
    _put(g, you, found, step.to, step.tapped)
    r.count = len(found)
    shuffle(g, you)  # 701.24a


def _land_types(g: Game, card: int) -> frozenset[str]:
    return frozenset(s for s in g.all_layers().chars[card].subtypes if s in LAND_TYPES)


def do_search_sharing(r: Resolution, step: SearchSharing) -> None:
    """Up to `n` matching cards (701.23b: the player may stop), each sharing a land type with
    every card found before it; then they go `to` together and the library is shuffled."""
    g, you = r.game, r.item.controller
    found: list[int] = []
    shared: frozenset[str] | None = None  # the land types every card found so far has
    while len(found) < step.n:
        options = [o for o in _matching(g, you, step.selector or Anything(), r.item.source)
                   if o[1] not in found
                   and (shared is None or shared & _land_types(g, o[1]))]
        if not options:
            break
        pick = g.decide(Decision(
            "search", f"search your library ({len(found) + 1} of up to {step.n}, sharing a "
            "land type)", you, [*options, ("done", None)], optional=True, key="search"))
        if pick is None:
            break
        found.append(pick)
        types = _land_types(g, pick)
        shared = types if shared is None else shared & types
    _put(g, you, found, step.to, step.tapped)
    r.count = len(found)
    shuffle(g, you)  # 701.24a


__all__ = ["SearchEach", "SearchSharing", "do_search_each", "do_search_sharing"]
