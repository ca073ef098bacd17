"""406 / 401: "Exile the top N cards of your library", "That player exiles the top ten cards
of their library", "Each opponent exiles the top card of their library": each player named
exiles the top N cards of their own library (fewer if it holds fewer), all at once (one
batch of events, 603.2c), face up (406.3: exile is public unless said otherwise). The
number exiled is what "this way" counts. One card: `rules.instructions.ExileTop`, which
keeps that card as "it"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ExileTopCards(Instruction):
    """Each player `who` names exiles the top `n` cards of their library."""

    n: Any = 2
    who: Any = "you"


def do_exile_top_cards(r: Resolution, step: ExileTopCards) -> None:
    from arbiter.engine.triggers.batches import action

    g = r.game
    n = r.number(step.n)
    r.count = 0
    with action(g):
        for p in r.players(step.who):
            for card in list(g.state.zone_list("library", p))[:n]:
                if g.move(card, "exile") is not None:
                    r.count += 1


__all__ = ["ExileTopCards", "do_exile_top_cards"]
