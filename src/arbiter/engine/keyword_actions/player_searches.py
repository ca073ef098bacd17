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
from arbiter.engine.replacement.entering import enter
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


def do_player_searches(r: Resolution, step: PlayerSearches) -> None:
    g = r.game
    for p in [q for q in g.apnap() if q in r.players(step.who)]:
        if step.may and not g.decide(Decision(
                "may", f"{r.item.source_name}: search your library?", p,
                [("yes", True), ("no", False)],
                optional=True, key="may_search")):
            continue
        card = search(g, p, step.selector or Anything(), r.item.source)
        if card is not None:
            new = g.move(card, step.to, controller=p)
            if new is not None and step.to == "battlefield":
                enter(g, new, tapped=step.tapped)
        shuffle(g, p)  # 701.24a


__all__ = ["PlayerSearches", "do_player_searches"]
