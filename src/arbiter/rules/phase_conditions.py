"""Conditions about the phase under way (500.1, 505.1a, 500.8): "if it's your main phase",
"if it's your combat phase", "if it's the first combat phase of the turn".

A turn can have more than one combat phase and more than one main phase (500.8: added by an
effect); the turn counts the combat phases that have begun (`TurnState.combat_phases`,
`engine.turn.extra_phases`). A game set up in a combat step has counted none: that combat is
the first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: The phase each step belongs to (500.1).
PHASE_OF = {"untap": "beginning", "upkeep": "beginning", "draw": "beginning",
            "precombat_main": "main", "postcombat_main": "main",
            "beginning_of_combat": "combat", "declare_attackers": "combat",
            "declare_blockers": "combat", "combat_damage": "combat", "end_of_combat": "combat",
            "end": "ending", "cleanup": "ending"}


@dataclass(frozen=True)
class YourPhase(Condition):
    """"it's your main phase" / "it's your combat phase": the phase under way is `phase` and
    it's the turn of the effect's controller (102.1)."""

    phase: str = "main"

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        t = view.state.turn
        return t.active == ctx.controller and PHASE_OF.get(t.step) == self.phase


@dataclass(frozen=True)
class FirstCombatPhase(Condition):
    """"it's the first combat phase of the turn": a combat phase is under way and no other
    began before it this turn (500.8)."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        t = view.state.turn
        return PHASE_OF.get(t.step) == "combat" and t.combat_phases <= 1


__all__ = ["PHASE_OF", "FirstCombatPhase", "YourPhase"]
