"""113.6m / 400.7: "<cost>: Return ~ from your graveyard to your hand.": an activated ability of
a card in a graveyard that returns that card, only if it is still there when the ability
resolves (a card that left and came back is a new object)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ReturnSelfToHand(Instruction):
    """113.6m: return the ability's card from its owner's graveyard to their hand."""


def do_return_self_to_hand(r: Resolution, step: ReturnSelfToHand) -> None:
    g = r.game
    card = g.obj(r.item.source)
    r.did = False
    if card.zone != "graveyard":
        return  # 400.7: it left the graveyard: not this ability's card any more
    new = g.move(card.id, "hand")
    r.did = new is not None


__all__ = ["ReturnSelfToHand", "do_return_self_to_hand"]
