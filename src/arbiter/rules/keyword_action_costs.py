"""Keyword actions written as costs (118, 601.2h, 602.2b): "Blight N" (701.68a-b) in "{T},
Blight 1: ..." and "As an additional cost to cast this spell, blight 2 or pay {1}";
"Collect evidence N" (701.59a-b) in "{T}, Collect evidence 3: ..."; "Behold a [quality]"
(701.4a) in "As an additional cost to cast this spell, behold a Dragon or pay {1}".

These are data; the engine pays them (`engine.casting.activation_costs`,
`engine.casting.additional_costs`, with `engine.keyword_actions.blight` and
`engine.keyword_actions.collect_evidence`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.rules import selectors as s
from arbiter.rules.costs import Cost


@dataclass(frozen=True)
class BlightCost(Cost):
    """701.68a: "Blight N" as a cost: put N -1/-1 counters on a creature you control (one
    object, the creature chosen); 701.68b: with no creature, it can't be paid."""

    amount: int = 1

    @property
    def n(self) -> int:
        """The number of objects the cost uses: the one creature chosen."""
        return 1

    @property
    def selector(self) -> Any:
        """The creature the counters go on (the player's own: checked by the payer)."""
        return s.CREATURE

    def __str__(self) -> str:
        return f"Blight {self.amount}"


@dataclass(frozen=True)
class CollectEvidenceCost(Cost):
    """701.59a: "Collect evidence N" as a cost: exile any number of cards from your
    graveyard with total mana value N or greater; 701.59b: unpayable without them."""

    amount: int = 1

    def __str__(self) -> str:
        return f"Collect evidence {self.amount}"


@dataclass(frozen=True)
class BeholdCost(Cost):
    """701.4a: "Behold a [quality]" as a cost: reveal a [quality] card from your hand or
    choose a [quality] permanent you control (one object). `quality` is judged in either
    zone (a selector naming no zone)."""

    quality: Any = None
    description: str = "a card"

    @property
    def n(self) -> int:
        """The number of objects the cost uses: the one card or permanent beheld."""
        return 1

    def __str__(self) -> str:
        return f"Behold {self.description}"


__all__ = ["BeholdCost", "BlightCost", "CollectEvidenceCost"]
