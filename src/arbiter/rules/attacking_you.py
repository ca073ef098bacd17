"""506.3 / 508.1b: "if a creature is attacking you" (Heroic Return, Swat Away): an attacking
creature whose declared object of attack is the player asking (506.1: a creature attacks a
player, a planeswalker or a battle; one attacking a planeswalker you control isn't attacking
you). Read from the combat record (`state.combat`); outside combat no creature attacks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class CreatureAttackingYou(Condition):
    """At least one creature is attacking the condition's controller."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        combat = view.state.combat
        if combat is None:
            return False
        return any(d == ("player", ctx.controller) and o in view.chars
                   and "Creature" in view.chars[o].types
                   for o, d in combat.attackers.items())


__all__ = ["CreatureAttackingYou"]
