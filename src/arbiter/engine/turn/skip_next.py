"""614.10: "Each opponent skips their next untap step." (Brine Elemental), "Target player skips
their next draw step." (Fatigue), "You skip your next untap step." (Avizoa), "Target opponent
skips their next combat phase." (Stonehorn Dignitary: the next combat phase of a turn of
theirs, 506.1), "You skip your next turn." (Chronatog: the turn that player would take next,
an extra turn too, is replaced by nothing, `engine.turn.extra_turns.next_active`).

614.1b, 614.10: a skip is a replacement effect: instead of the step, nothing. "Next" makes it
a one-time effect (614.5): it replaces the first such step of that player to begin after
it was created, then ends. 614.10: a step that has started can't be skipped any more, so an
effect created during a player's untap or draw step waits for the next one. 614.10a: a "next"
step is the first occurrence that isn't skipped anyway (the starting player's first draw
step, 103.8a; a step a static "Skip your draw step" skips): the effect waits beyond it; and two
such effects skip the next two steps, one each (the oldest first).

Each is a continuous effect of its controller holding a rules part (613.11) naming the player
and the step, applied by `engine.turn.skip_steps.unless_skipped` as the step would begin."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import ContinuousEffect

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: The `RulesPart.rule`; its detail is (player, step).
RULE = "skip_next_step"
#: The effect lasts until it has replaced one step (614.5).
UNTIL_USED = "until_used"
#: The steps a "next" skip may name ("turn": the player's next turn, 614.10,
#: `engine.turn.extra_turns.next_active`; "combat": their next combat phase, 506.1).
STEPS = ("untap", "draw", "turn", "combat")


@dataclass(frozen=True)
class SkipNextStep(Instruction):
    """614.10: each player `who` names skips their next `step` step."""

    who: Any = "you"
    step: str = "untap"


def do_skip_next_step(r: Resolution, step: SkipNextStep) -> None:
    g = r.game
    for player in r.players(step.who):
        ts = g.state.new_timestamp()
        g.state.effects.append(ContinuousEffect(
            key=("skip_next", ts, player), source=r.item.source,
            source_name=r.item.source_name or g.name_of(r.item.source), timestamp=(ts,),
            controller=r.item.controller, parts=(RulesPart(RULE, (player, step.step)),),
            locked=frozenset(), duration=UNTIL_USED, created_turn=g.state.turn.number))
        what = {"turn": "turn", "combat": "combat phase"}.get(step.step, f"{step.step} step")
        g.log(f"{g.player_name(player)} will skip their next {what} (614.10)")
    g.state.touch()


def take_next_skip(game: Game, player: int, step: str) -> bool:
    """614.10: `player`'s `step` step would begin: the oldest effect skipping their next one
    replaces it and ends (614.5). False if there is none."""
    state = game.state
    for e in sorted(state.effects, key=lambda e: e.timestamp):
        if e.duration == UNTIL_USED and any(
                getattr(p, "rule", None) == RULE and p.detail == (player, step)
                for p in e.parts):
            state.effects.remove(e)
            state.touch()
            return True
    return False


__all__ = ["STEPS", "SkipNextStep", "do_skip_next_step", "take_next_skip"]
