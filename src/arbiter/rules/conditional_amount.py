"""608.2c: a later sentence modifying the amount an earlier one names: "Add {C}. If you control
an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead." The amount is one number or
another, as a condition holds when it is counted (605.3b: as the mana ability resolves)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.conditions import Condition
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class AmountIf(Value):
    """`then` if `condition` holds now, else `otherwise`."""

    condition: Condition
    then: int
    otherwise: int
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return self.then if self.condition.holds(view, ctx) else self.otherwise

    def __str__(self) -> str:
        return f"{self.then} if ..., else {self.otherwise}"


__all__ = ["AmountIf"]
