"""611.2a: "until your next upkeep" (Erhnam Djinn: "target non-Wall creature an opponent
controls gains forestwalk until your next upkeep"): a continuous effect from a resolved
spell or ability that lasts until its controller's next upkeep step begins. It ends as that
step begins, before any "at the beginning of your upkeep" ability triggers there (503.1), so
an effect created during an upkeep lasts until the controller's following one. "Until your
next end step" (Wiccan, Young Avenger: "Until your next end step, you may play that card.")
is the same with the end step (513.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.state.effects import UNTIL_YOUR_NEXT_UPKEEP

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def end_until_next_upkeep(game: Game, duration: str = UNTIL_YOUR_NEXT_UPKEEP) -> None:
    """The active player's upkeep begins: their "until your next upkeep" effects end (with
    `duration` UNTIL_YOUR_NEXT_END_STEP: their end step, their "until your next end step"
    effects)."""
    state = game.state
    active = state.turn.active
    kept = [e for e in state.effects
            if not (e.duration == duration and e.controller == active)]
    if len(kept) != len(state.effects):
        state.effects = kept
        state.touch()
