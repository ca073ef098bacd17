"""701.23: another player searching their own library (608.2c: the player the effect names
does it, and makes its choices):

    Its controller may search their library for a basic land card, put that card onto the
    battlefield tapped, then shuffle.                                    (Path to Exile)
    Target player searches their library for a basic land card, puts it onto the
    battlefield tapped, then shuffles.                                   (Fertilid)

"may": that player chooses whether to search (701.23g: they may search even if the card
can't be put there). The card found enters under that player's control; then they shuffle
(701.24a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.library import search, shuffle
from arbiter.engine.keyword_actions.search_cards import find_cards
from arbiter.engine.replacement.entering import enter
from arbiter.engine.zones.zone_changes import enter_all
from arbiter.rules.instructions import Instruction
from arbiter.rules.selectors import Anything

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class PlayerSearches(Instruction):
    """701.23: each player `who` names [may search] their library for a card matching
    `selector`, puts it `to` [tapped], then shuffles."""

    who: Any = "you"
    selector: Selector | None = None
    to: str = "hand"
    tapped: bool = False
    may: bool = False
    #: "up to two basic land cards" (701.23b: up to N, put there together)
    n: int = 1


def do_player_searches(r: Resolution, step: PlayerSearches) -> None:
    g = r.game
    for p in [q for q in g.apnap() if q in r.players(step.who)]:
        if step.may and not g.decide(Decision(
                "may", f"{r.item.source_name}: search your library?", p,
                [("yes", True), ("no", False)],
                optional=True, key="may_search")):
            continue
        if step.n > 1:
            _find_up_to(r, step, p)
        else:
            card = search(g, p, step.selector or Anything(), r.item.source)
            if card is not None:
                new = g.move(card, step.to, controller=p)
                if new is not None and step.to == "battlefield":
                    enter(g, new, tapped=step.tapped)
        shuffle(g, p)  # 701.24a


def _find_up_to(r: Resolution, step: PlayerSearches, p: int) -> None:
    """701.23b: the player finds up to N cards; they are put there at the same time."""
    g = r.game
    found = find_cards(g, p, step.selector, step.n, True, r.item.source)
    if step.to == "battlefield":
        enter_all(g, [(c, p) for c in found], step.tapped)
    else:
        for card in found:
            g.move(card, step.to, controller=p)


__all__ = ["PlayerSearches", "do_player_searches"]
