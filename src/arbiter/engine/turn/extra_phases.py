"""500.8: additional phases. "After this main phase, there is an additional combat phase
followed by an additional main phase." (Relentless Assault); "After this phase, there is an
additional combat phase."

500.8: the phases are added directly after the phase named (the one under way as the effect
resolves); several added after the same phase, the most recently created occurs first. The
turn keeps the added phases still to come, in order (`TurnState.extra_phases`), and the step
the turn's own order would have gone to when the first of them began
(`TurnState.resume_step`); when the last added phase ends, the turn goes on from there.
505.1a: an additional main phase is a postcombat main phase; 506.1: an additional combat
phase has the five combat steps.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.instructions import Instruction
from arbiter.rules.phase_conditions import PHASE_OF

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: The first step of an added phase (505.1a: every main phase but the first is postcombat).
FIRST_STEP = {"combat": "beginning_of_combat", "main": "postcombat_main"}


@dataclass(frozen=True)
class AdditionalPhases(Instruction):
    """500.8: `phases` ("combat", "main") are added, in this order, directly after the phase
    under way; `after_main`: "after this main phase" (nothing is added outside a main
    phase: there is no such phase to add them after)."""

    phases: tuple[str, ...] = ("combat",)
    after_main: bool = False


def do_additional_phases(r: Resolution, step: AdditionalPhases) -> None:
    g = r.game
    t = g.state.turn
    if step.after_main and PHASE_OF.get(t.step) != "main":
        g.log("not a main phase: no additional phases are added (500.8)")
        return
    # 500.8: directly after this phase: before any added earlier after it (most recent first).
    t.extra_phases[:0] = list(step.phases)
    g.state.touch()
    g.log(f"after this phase: an additional {' phase, then an additional '.join(step.phases)}"
          " phase (500.8)")


def next_step(game: Game, ended: str, natural: str) -> str:
    """The step that begins after `ended`, where the turn's own order goes to `natural`: the
    first step of the next added phase when a phase ends (500.8), or, once the added phases
    are over, the step the turn's order had reached."""
    t = game.state.turn
    if PHASE_OF.get(ended) == PHASE_OF.get(natural):
        return natural  # still inside the phase
    if t.extra_phases:
        if t.resume_step is None:
            t.resume_step = natural
        return FIRST_STEP[t.extra_phases.pop(0)]
    if t.resume_step is not None:
        natural, t.resume_step = t.resume_step, None
    return natural


def entering(game: Game, ended: str, step: str) -> None:
    """A combat phase begins: the turn counts it ("the first combat phase of the turn",
    `rules.phase_conditions`)."""
    if step == "beginning_of_combat" or (PHASE_OF.get(step) == "combat"
                                         and PHASE_OF.get(ended) != "combat"):
        game.state.turn.combat_phases += 1


def phases_to_come(game: Game) -> bool:
    """Whether added phases (or the turn's own order after them) are still to come, so a
    step earlier in the usual order may begin again this turn."""
    t = game.state.turn
    return bool(t.extra_phases) or t.resume_step is not None


def new_turn(game: Game) -> None:
    """500.8: phases added to a turn belong to it."""
    game.state.turn.extra_phases = []
    game.state.turn.resume_step = None
    game.state.turn.combat_phases = 0


__all__ = ["AdditionalPhases", "do_additional_phases", "entering", "new_turn", "next_step",
           "phases_to_come"]
