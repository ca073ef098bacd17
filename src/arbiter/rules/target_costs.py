"""601.2f: a spell's own cost change that depends on its targets, chosen before the total
cost is determined (601.2c):

    This spell costs {2} less to cast if it targets a tapped creature.   (Seized from Slumber)
    This spell costs {1}{W} more to cast for each target beyond the first.  (strive, 207.2c)

(`engine.casting.target_costs` applies it with the other increases and reductions.)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.rules.abilities import Ability


@dataclass(frozen=True)
class TargetCostChange(Ability):
    """"costs {amount} less if it targets <selector>" (`amount` generic, negative for less)
    or "costs `per_target` more for each target beyond the first"."""

    amount: int = 0
    selector: Any = None
    per_target: str = ""


__all__ = ["TargetCostChange"]
