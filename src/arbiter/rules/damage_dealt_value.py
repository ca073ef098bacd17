"""120.1 / 608.2c: "the damage dealt this way" as a number ("Corrupt deals damage to any
target equal to the number of Swamps you control. You gain life equal to the damage dealt this
way."): the total damage the resolving spell's or ability's earlier instructions actually
dealt (damage prevented isn't dealt, 615.1; damage dealt to a creature beyond its toughness
is dealt all the same, 120.3). Counted by the interpreter (`at_resolution`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class DamageDealtThisWay(Value):
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("DamageDealtThisWay is counted as the spell or ability resolves")

    def at_resolution(self, r: Any) -> int:
        return int(r.damage_total)

    def __str__(self) -> str:
        return "the damage dealt this way"


__all__ = ["DamageDealtThisWay"]
