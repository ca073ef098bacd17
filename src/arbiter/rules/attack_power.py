"""Pack tactics (207.2c: an ability word): "if you attacked with creatures with total power 6
or greater this combat" (508.1a): the total power of the creatures the effect's controller
declared as attackers this combat, as they were declared (`CombatState.declared_power`);
raising or lowering their power afterwards doesn't change it. A creature put onto the
battlefield attacking wasn't declared (508.4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class AttackedWithTotalPower(Condition):
    """The creatures you declared as attackers this combat had total power `n` or greater."""

    n: int

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        combat = view.state.combat
        return (combat is not None and bool(combat.declared)
                and view.state.turn.active == ctx.controller  # 508.1: the active player
                and combat.declared_power >= self.n)

    def __str__(self) -> str:
        return f"you attacked with creatures with total power {self.n} or greater this combat"


__all__ = ["AttackedWithTotalPower"]
