"""701.67a: "Waterbend [cost]" as a cost (of an activated ability, 602.1a): "Pay [cost]. For
each generic mana in that cost, you may tap an untapped artifact or creature you control
rather than pay that mana." Paid by `engine.keyword_actions.waterbend`."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.cards.mana import ManaCost
from arbiter.rules.costs import Cost


@dataclass(frozen=True)
class WaterbendCost(Cost):
    """701.67a: the waterbend cost's mana (`mana`, printed: "{3}")."""

    mana: str = "{0}"

    @property
    def generic(self) -> int:
        """701.67b: only the waterbend cost's own generic mana may be paid by tapping."""
        return ManaCost.of(self.mana).generic

    def __str__(self) -> str:
        return f"Waterbend {self.mana}"


__all__ = ["WaterbendCost"]
