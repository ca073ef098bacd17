"""602.5b: activation restrictions naming steps of the turn (500.1: the engine's turns have
one combat phase, so the step says whether attackers or blockers were declared yet, 508.1,
509.1):

    Activate only during the declare blockers step.          (509)
    Activate only during the end of combat step.             (511)
    Activate only before blockers are declared.              (the steps before 509)
    Activate only before the combat damage step.             (the steps before 510)
    Activate only during combat after blockers are declared. (509-511)
    Activate only during an opponent's turn. / ... during an opponent's upkeep.

judged for the player activating the ability (the effect's controller)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: 500.1: a turn's steps in order (the engine's names).
TURN_STEPS = ("untap", "upkeep", "draw", "precombat_main", "beginning_of_combat",
              "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat",
              "postcombat_main", "end", "cleanup")


def before(step: str) -> tuple[str, ...]:
    """The steps of a turn before `step`."""
    return TURN_STEPS[:TURN_STEPS.index(step)]


@dataclass(frozen=True)
class DuringSteps(Condition):
    """It is one of `steps` (any step when empty) of a turn whose active player is `whose`:
    "any", "yours" (the activating player's) or "opponents" (an opponent's, 102.2)."""

    steps: tuple[str, ...] = ()
    whose: str = "any"

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        turn = view.state.turn
        if self.steps and turn.step not in self.steps:
            return False
        if self.whose == "yours":
            return turn.active == ctx.controller
        if self.whose == "opponents":
            return turn.active != ctx.controller
        return True
