"""602.5b / 503.1: "Activate only during your upkeep.": the activating player is the active
player (102.1) and the turn is in its upkeep step. Also "during any upkeep step" (any
player's turn), "during combat" (506.1: the combat phase's steps) and "before attackers are
declared" (the steps of the turn before its declare attackers step, 508.1; the engine's turns
have one combat phase, 500.1, so the step says whether attackers were declared yet)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class DuringYourStep(Condition):
    """It is `step` of the turn of the effect's controller (the activating player)."""

    step: str = "upkeep"

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return view.state.turn.active == ctx.controller and view.state.turn.step == self.step


@dataclass(frozen=True)
class DuringAnyStep(Condition):
    """It is `step` of any player's turn ("during any upkeep step")."""

    step: str = "upkeep"

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return view.state.turn.step == self.step


#: 506.1: the steps of the combat phase.
COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers",
                "combat_damage", "end_of_combat")
#: 500.1: the steps of a turn before its declare attackers step (508.1).
BEFORE_ATTACKERS = ("untap", "upkeep", "draw", "precombat_main", "beginning_of_combat")


@dataclass(frozen=True)
class DuringCombat(Condition):
    """506.1: "Activate only during combat.": the turn is in its combat phase."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return view.state.turn.step in COMBAT_STEPS


@dataclass(frozen=True)
class BeforeAttackers(Condition):
    """"Activate only [during your turn,] before attackers are declared.": the turn hasn't
    reached its declare attackers step (508.1); `your_turn`: and it is the activating
    player's turn."""

    your_turn: bool = False

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        turn = view.state.turn
        return turn.step in BEFORE_ATTACKERS and (not self.your_turn
                                                  or turn.active == ctx.controller)


__all__ = ["BEFORE_ATTACKERS", "COMBAT_STEPS", "BeforeAttackers", "DuringAnyStep",
           "DuringCombat", "DuringYourStep"]
