"""701.9b: a random discard: "Target player discards two cards at random." Which cards is
decided by the game's seeded generator (`state.rng`), not by any player; each named player's
cards are picked (APNAP order, 101.4), then all are discarded (701.9a). A player with fewer
cards discards their whole hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.keyword_actions.discard import discard
from arbiter.rules.instructions import Instruction
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class DiscardAtRandom(Instruction):
    """701.9b: each player `who` names discards `n` cards at random."""

    n: Any = 1
    who: Any = "each_opponent"


def do_discard_at_random(r: Resolution, step: DiscardAtRandom) -> None:
    g = r.game
    n = r.number(step.n)
    named = r.players(step.who)
    chosen: list[tuple[int, int]] = []
    for p in [q for q in g.apnap() if q in named]:
        hand = list(g.state.zone_list("hand", p))
        for _ in range(min(n, len(hand))):
            card = hand.pop(rng.randrange(g.state, len(hand)))
            chosen.append((p, card))
    r.count = 0
    for p, card in chosen:
        g.log(f"{g.player_name(p)} discards {g.quick_name(card)} at random (701.9b)")
        discard(g, card, p, cause=r.item.controller, by_effect=True)  # 701.9a
        r.count += 1
    r.did = r.count > 0


__all__ = ["DiscardAtRandom", "do_discard_at_random"]
