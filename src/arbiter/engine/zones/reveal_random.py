"""701.20a, 701.20b: "<player> reveals a card at random from their hand." as an action of its
own (Merfolk Spy, Hired Torturer): the card is picked by the game's seeded generator
(`state.rng`), not by any player, and shown to all players; it stays in the hand. Nothing
else the engine tracks changes (the log records the card). Read only where no later
instruction refers to the revealed card (`compiler.effects.random_reveal`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class RevealAtRandom(Instruction):
    """Each player `who` names reveals one card at random from their hand."""

    who: Any = "you"


def do_reveal_at_random(r: Resolution, step: RevealAtRandom) -> None:
    g = r.game
    for p in [q for q in g.apnap() if q in r.players(step.who)]:
        hand = list(g.state.zone_list("hand", p))
        if not hand:
            g.log(f"{g.player_name(p)} has no card in hand to reveal (701.20a)")
            continue
        card = hand[rng.randrange(g.state, len(hand))]
        g.log(f"{g.player_name(p)} reveals {g.quick_name(card)} at random from their hand "
              "(701.20a)")


__all__ = ["RevealAtRandom", "do_reveal_at_random"]
