"""208.1: "with total power and toughness 5 or less" (Cut Down, Meek Attack): the sum of an
object's power and toughness compared with a number; an object with no power or toughness
has no total and doesn't match."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class TotalPowerToughness(Selector):
    """Power plus toughness `op` ("<=" | ">=") `amount`."""

    op: str
    amount: int

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        c = view.chars[oid]
        if c.power is None or c.toughness is None:
            return False
        total = c.power + c.toughness
        return total <= self.amount if self.op == "<=" else total >= self.amount

    def reads(self) -> frozenset[str]:
        return frozenset({"power", "toughness"})


__all__ = ["TotalPowerToughness"]
