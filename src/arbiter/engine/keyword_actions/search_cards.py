"""701.23: searching your library for several cards, or for a card put on top after the
shuffle:

    Search your library for up to two basic land cards, put them onto the battlefield
    tapped, then shuffle.                                 (`SearchUpTo`, Explosive Vegetation)
    Search your library for a card, then shuffle and put that card on top.
                                                          (`SearchToTop`, Vampiric Tutor)
    Search your library for up to two basic land cards, reveal those cards, put one onto
    the battlefield tapped and the other into your hand, then shuffle.
                                                          (`SearchSplit`, Cultivate)

701.23b: searching for cards with a stated quality, the player may find fewer (or none) even
if there are more; 701.23d: searching for a quantity alone ("a card"), they must find that
many if they can. The cards found move together (all at once onto the battlefield, then each
enters, 614.1c); the library is shuffled after (701.24a). A tutor puts the card found on top
of the library after the shuffle, in the order written (608.2c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.library import (
    _matching,
    order_on_top,
    shuffle,
    stated_quality,
)
from arbiter.engine.zones.zone_changes import enter_all
from arbiter.rules.instructions import Instruction
from arbiter.rules.selectors import Anything

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class SearchUpTo(Instruction):
    """701.23: "Search your library for up to `n` <cards>, put them `to` [tapped], then
    shuffle." (`to`: "battlefield", "hand", "graveyard" or "exile"). `up_to` False: "for
    three cards" (701.23d: that many must be found if the library holds them, unless the
    description states a quality)."""

    selector: Selector | None = None
    #: a number, or a Value counted as the search happens ("up to X ..., where X is ..."),
    #: or None: "any number of"
    n: Any = 2
    to: str = "hand"
    tapped: bool = False
    up_to: bool = True


@dataclass(frozen=True)
class SearchToTop(Instruction):
    """701.23: "Search your library for <a card>, [reveal it,] then shuffle and put that card
    on top." `n`/`up_to` as in `SearchUpTo` ("for up to three creature cards", "for any
    number of Goblin cards" (None), "for X cards"): "then shuffle and put those cards on top
    in any order" (401.4: the owner orders them)."""

    selector: Selector | None = None
    n: Any = 1
    up_to: bool = False


def find_cards(game: Game, player: int, selector: Selector | None, n: int,
               up_to: bool, source: int | None) -> list[int]:
    """701.23a: the player looks at their library and finds up to `n` matching cards, one
    pick at a time (decision kind "search"). With a stated quality or "up to" they may stop
    ("done", 701.23b); otherwise they find as many as they can, up to `n` (701.23d)."""
    options = _matching(game, player, selector or Anything(), source)
    optional = up_to or stated_quality(selector)
    found: list[int] = []
    while options and len(found) < n:
        pick = game.decide(Decision(
            "search", f"search your library ({len(found) + 1} of up to {n})", player,
            [*options, ("done", None)] if optional else options, optional=optional,
            key="search"))
        if pick is None:
            break
        found.append(pick)
        options = [o for o in options if o[1] != pick]
    return found


def do_search_up_to(r: Resolution, step: SearchUpTo) -> None:
    """701.23: the controller finds up to N cards; they go `to` together; then shuffle."""
    g, you = r.game, r.item.controller
    # 608.2h: "up to X" with X defined by the text is counted as the search happens
    # "any number of" (n None): as many as the library holds
    n = len(g.state.zone_list("library", you)) if step.n is None else r.number(step.n)
    found = find_cards(g, you, step.selector, n, step.up_to, r.item.source)
    if step.to == "battlefield":
        enter_all(g, [(c, you) for c in found], step.tapped)  # at once, then each enters
    else:
        for card in found:
            g.move(card, step.to)
    r.count = len(found)
    shuffle(g, you)  # 701.24a


@dataclass(frozen=True)
class SearchSplit(Instruction):
    """701.23: "Search your library for up to two <cards>, reveal those cards, put one onto
    the battlefield tapped and the other into your hand, then shuffle." (Cultivate)."""

    selector: Selector | None = None
    first: str = "battlefield"
    tapped: bool = True
    second: str = "hand"


def do_search_split(r: Resolution, step: SearchSplit) -> None:
    """The player finds up to two cards (701.23b) and chooses which one goes where; with only
    one found they choose where it goes (it is "one" or "the other"). Then shuffle."""
    g, you = r.game, r.item.controller
    found = find_cards(g, you, step.selector, 2, True, r.item.source)
    first: list[int] = []
    if len(found) == 2:
        pick = g.decide(Decision(
            "choose_object", f"choose the card to put into your {step.first}", you,
            [(f"{g.quick_name(o)}#{o}", o) for o in found], key=step.first))
        first = [pick]
    elif found and g.decide(Decision(
            "split", f"put {g.quick_name(found[0])} where?", you,
            [(step.first, True), (step.second, False)], key="where")):
        first = [found[0]]
    second = [o for o in found if o not in first]
    if step.first == "battlefield":
        enter_all(g, [(c, you) for c in first], step.tapped)
    else:
        for card in first:
            g.move(card, step.first)
    for card in second:
        g.move(card, step.second)
    r.count = len(found)
    shuffle(g, you)  # 701.24a


def do_search_to_top(r: Resolution, step: SearchToTop) -> None:
    """701.23 / 608.2c: find the cards, shuffle, then put them on top of the library (401.4:
    several in the order their owner chooses)."""
    g, you = r.game, r.item.controller
    library = g.state.zone_list("library", you)
    n = len(library) if step.n is None else r.number(step.n)
    found = find_cards(g, you, step.selector, n, step.up_to, r.item.source)
    shuffle(g, you)  # 701.24a
    order_on_top(g, you, found, "put on top")  # 401.4
    r.count = len(found)
    g.state.touch()


__all__ = ["SearchSplit", "SearchToTop", "SearchUpTo", "do_search_split", "do_search_to_top",
           "do_search_up_to", "find_cards"]
