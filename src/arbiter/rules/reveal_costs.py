"""701.20a as a cost: "As an additional cost to cast this spell, reveal a Dragon card from
your hand [or pay {1}]" (118.8, 601.2b): the player reveals a card of that quality from
their hand; the card stays there. With no such card, the cost can't be paid (118.3).

Data only; the engine pays it (`engine.casting.additional_cost_kinds`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.rules.costs import Cost


@dataclass(frozen=True)
class RevealFromHand(Cost):
    """Reveal `n` cards matching `selector` (None: any card) from the payer's hand."""

    selector: Any = None
    n: int = 1
    description: str = "a card from your hand"

    def __str__(self) -> str:
        return f"Reveal {self.description}"


__all__ = ["RevealFromHand"]
