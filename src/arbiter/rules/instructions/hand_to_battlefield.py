"""608.2d: "put a <card> from your hand onto the battlefield [tapped]": one card chosen as
the effect resolves (carried out by `engine.zones.hand_to_battlefield`)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.instructions.references import Instruction
from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class PutCardFromHand(Instruction):
    """608.2d: the controller chooses one matching card in their hand, if there is one, and
    puts it onto the battlefield (110.2); `Ref.it()` is then that permanent."""

    selector: Selector | None = None
    tapped: bool = False


__all__ = ["PutCardFromHand"]
