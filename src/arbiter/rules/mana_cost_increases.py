"""601.2f: a cost increase of colored mana, "Black spells you cast cost {B} more to cast."
(the Leeches, Derelor): a rules effect on players (613.11) adding `mana` to the total cost
of each spell `spells` matches (None: every spell) cast by the players `whose` names ("you":
the effect's controller, "opponents", "any"). The engine adds it with the other increases
(`engine.casting.mana_cost_increases`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: The rule name of the effect's part (`rules.parts.RulesPart`).
RULE = "cost_increase_mana"


@dataclass(frozen=True)
class ManaCostIncrease:
    mana: str
    spells: Any = None
    whose: str = "any"


__all__ = ["RULE", "ManaCostIncrease"]
