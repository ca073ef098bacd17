"""118.12 with 202.1: "pay its mana cost" as a payment an effect offers: "At the beginning of
your upkeep, sacrifice this artifact unless you pay its mana cost." (Disruption Aura's
granted ability). The cost is the mana cost of the ability's source as the payment is asked
for (`engine.stack.payments`): an {X} in it is 0 (107.3h), and an object with no mana cost
has an unpayable cost (202.1b, 118.6), so it can't be paid."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.costs import Cost


@dataclass(frozen=True)
class SourceManaCost(Cost):
    """"Pay its mana cost": the mana cost of the ability's source."""

    def __str__(self) -> str:
        return "its mana cost"


__all__ = ["SourceManaCost"]
