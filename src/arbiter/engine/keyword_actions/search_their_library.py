"""701.23: searching another player's library:

    Search target player's library for a card and exile it. Then that player shuffles.
                                                                          (Extract)
    Search target player's library for up to five cards and exile them. Then that player
    shuffles.                                                             (Supreme Inquisitor)
    Search target opponent's library for an artifact card and put that card onto the
    battlefield under your control. Then that player shuffles.           (Acquire)

The resolving spell's or ability's controller searches (701.23a: they look at every card of
that library; a narrowed search, 614.1a, applies through `searched`). 701.23b: a card with a
stated quality may be left unfound; 701.23d: "a card", "three cards" must be found if the
library holds them, "up to five cards" may be fewer. The cards found move together; then the
library's owner shuffles it (701.24a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.library import shuffle, stated_quality
from arbiter.engine.keyword_actions.searched_cards import searched
from arbiter.engine.zones.zone_changes import enter_all
from arbiter.rules.instructions import Instruction
from arbiter.rules.selectors import Anything
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class SearchTheirLibrary(Instruction):
    """701.23: search the library of the player `whose` names for `n` cards matching
    `selector` (`up_to`: or fewer), put them `to` ("exile"; "battlefield" under the
    searcher's control), then that player shuffles."""

    whose: Any = None
    selector: Selector | None = None
    n: Any = 1
    up_to: bool = False
    to: str = "exile"


def do_search_their_library(r: Resolution, step: SearchTheirLibrary) -> None:
    g, you = r.game, r.item.controller
    selector = step.selector or Anything()
    n = r.number(step.n)
    r.it = None  # 608.2c: "that card" is the card exiled, or none if none was found
    for owner in r.players(step.whose):
        view = LayerView(g.state, g.all_layers().chars)
        ctx = context_for(view, r.item.source, you)
        options = [(f"{g.quick_name(o)}#{o}", o) for o in searched(g, you, owner)
                   if selector.matches(view, o, ctx)]
        optional = step.up_to or stated_quality(selector)  # 701.23b / 701.23d
        found: list[int] = []
        while options and len(found) < n:
            pick = g.decide(Decision(
                "search", f"search {g.player_name(owner)}'s library ({len(found) + 1} of "
                f"{'up to ' if step.up_to else ''}{n})", you,
                [*options, ("done", None)] if optional else options, optional=optional,
                key="search"))
            if pick is None:
                break
            found.append(pick)
            options = [o for o in options if o[1] != pick]
        if step.to == "battlefield":
            enter_all(g, [(c, you) for c in found], False)  # under the searcher's control
        else:
            for card in found:
                new = g.move(card, step.to)
                if new is not None:
                    r.it = new.id
        r.count = len(found)
        shuffle(g, owner)  # 701.24a: "Then that player shuffles."


__all__ = ["SearchTheirLibrary", "do_search_their_library"]
