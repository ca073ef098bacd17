"""506.5: "A creature is attacking alone if it's attacking but no other creatures are." As a
description of an object ("as long as it's attacking alone"), read from the combat record."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class AttackingAlone(Selector):
    """506.5: the object is attacking and no other creature is."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        combat = view.state.combat
        return combat is not None and set(combat.attackers) == {oid}


__all__ = ["AttackingAlone"]
