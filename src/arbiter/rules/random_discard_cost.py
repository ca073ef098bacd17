"""701.9b / 118.12: "Discard a card at random" as a payment an effect offers: "When this
creature enters, sacrifice it unless you discard a card at random." (Balduvian Horde). The
card is chosen by the game's seeded generator, not by the player (701.9b); the player only
chooses whether to pay, and can pay only with a card in hand (118.3)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.costs import DiscardCard


@dataclass(frozen=True)
class DiscardCardAtRandom(DiscardCard):
    """"Discard a card at random" (a discard, 701.9a, whose card is chosen at random)."""

    def __str__(self) -> str:
        return "Discard a card at random"


__all__ = ["DiscardCardAtRandom"]
