"""701.23: searching several of your zones for one card:

    You may search your library and/or graveyard for a card named Ajani, Inspiring Leader,
    reveal it, and put it into your hand. If you search your library this way, shuffle.
    Search your graveyard, hand, and/or library for a card named Scion of Darkness and put
    it onto the battlefield. If you search your library this way, shuffle.
    Search your library and graveyard for a card named Nissa, Nature's Artisan, reveal it,
    put it into your hand, then shuffle.

"And/or": the player chooses which of the named zones to search, at least one. They look at
every card of each zone searched (701.23a; the library through `searched`, so a narrowed
search, 614.1a, applies) and find one card matching the description among them. 701.23b:
in a hidden zone (the library, the hand) a card with a stated quality may be left unfound,
but a public zone must give up what it holds (the example of 701.23b: Splinter's controller
"must find the Howling Mine in the graveyard"); so when a searched graveyard holds a matching
card, a card is found (one of the zones' matching cards, the player's choice). 701.23d: a
card with no stated quality must be found if any zone searched holds one. The library is
shuffled only if it was searched (701.24a; "and" names every zone, so it always is).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.library import shuffle, stated_quality
from arbiter.engine.keyword_actions.searched_cards import searched
from arbiter.engine.replacement.entering import enter
from arbiter.rules.instructions import Instruction
from arbiter.rules.selectors import Anything
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector

#: 701.23b: the zones whose cards no other player sees.
_HIDDEN = ("library", "hand")


@dataclass(frozen=True)
class SearchZones(Instruction):
    """701.23: "Search your <zones> for <a card>, [reveal it,] put it `to` [tapped]."; with
    `and_or` the player chooses which of `zones` to search (at least one), otherwise all of
    them; the library is shuffled if searched. `Ref.it()` is then the card found."""

    selector: Selector | None = None
    zones: tuple[str, ...] = ("library", "graveyard")
    and_or: bool = True
    to: str = "hand"
    tapped: bool = False


def _zone_choices(zones: tuple[str, ...]) -> list[tuple[str, tuple[str, ...]]]:
    """Every non-empty set of `zones`, in the text's order: "library", "graveyard",
    "library and graveyard", ..."""
    out = []
    for n in range(1, len(zones) + 1):
        for chosen in combinations(zones, n):
            out.append((" and ".join(chosen), chosen))
    return out


def _candidates(game: Game, player: int, zones: tuple[str, ...], selector: Selector,
                source: int | None) -> list[tuple[str, int, str]]:
    """701.23a: the matching cards of each zone searched, as (label, card, zone)."""
    view = LayerView(game.state, game.all_layers().chars)
    ctx = context_for(view, source, player)
    out = []
    for zone in zones:
        cards = (searched(game, player, player) if zone == "library"
                 else list(game.state.zone_list(zone, player)))
        out += [(f"{game.quick_name(o)}#{o} ({zone})", o, zone) for o in cards
                if selector.matches(view, o, ctx)]
    return out


def find_in_zones(game: Game, player: int, zones: tuple[str, ...], selector: Selector,
                  source: int | None) -> int | None:
    """The card the player finds searching `zones` (None: none found). 701.23b: finding
    none is allowed only when no searched public zone holds a match and the description
    states a quality (701.23d)."""
    found = _candidates(game, player, zones, selector, source)
    if not found:
        return None
    must = (not stated_quality(selector)
            or any(zone not in _HIDDEN for _, _, zone in found))
    options = [(label, oid) for label, oid, _ in found]
    return game.decide(Decision(
        "search", f"search your {' and '.join(zones)}", player,
        options if must else [*options, ("done", None)], optional=not must, key="search"))


def do_search_zones(r: Resolution, step: SearchZones) -> None:
    """701.23: choose the zones ("and/or"), find the card, put it where the text says, then
    shuffle the library if it was searched (701.24a)."""
    g, you = r.game, r.item.controller
    zones = step.zones
    if step.and_or and len(zones) > 1:
        from arbiter.engine.keyword_actions.search_bans import may_search

        if not may_search(g, you):  # 101.2: a player who can't search a library can't pick it
            zones = tuple(z for z in zones if z != "library")
        zones = g.decide(Decision("choose", "search which zones?", you,
                                  list(_zone_choices(zones)), key="search_zones"))
    card = find_in_zones(g, you, zones, step.selector or Anything(), r.item.source)
    if card is not None:
        new = g.move(card, step.to, controller=you)
        if new is not None:
            r.it = new.id
            if step.to == "battlefield":
                enter(g, new, tapped=step.tapped)
    if "library" in zones:
        shuffle(g, you)


__all__ = ["SearchZones", "do_search_zones", "find_in_zones"]
