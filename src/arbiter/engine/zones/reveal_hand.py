"""701.20a, 701.20b: "Target player reveals their hand." as an action of its own (Thoughtcutter
Agent, Search Warrant): each player named shows every card in their hand to all players;
the cards stay where they are. Nothing else the engine tracks changes (the log records the
cards)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class RevealHand(Instruction):
    """The players `who` names reveal their hands."""

    who: Any = "you"


def do_reveal_hand(r: Resolution, step: RevealHand) -> None:
    g = r.game
    for p in r.players(step.who):
        hand = g.state.zone_list("hand", p)
        g.log(f"{g.player_name(p)} reveals their hand (701.20a): "
              + (", ".join(g.quick_name(o) for o in hand) or "no cards"))


__all__ = ["RevealHand", "do_reveal_hand"]
