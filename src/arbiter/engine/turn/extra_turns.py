"""500.7: extra turns. "Take an extra turn after this one." adds a turn for the player directly
after this turn; several added one at a time (APNAP order, 101.4 for several players), the
most recently created taken first (`TurnState.extra_turns`, a stack read by
`engine.turn.steps.begin_turn`). 614.10: a turn a player would take while an effect makes
them skip their next turn isn't taken (the oldest such effect ends, 614.10a); the next turn
is found the same way from there.

"Take two extra turns after this one." (Time Stretch) adds two, one at a time (500.7).
"Take an extra turn after this one. At the beginning of that turn's end step, you lose the
game." (Final Fortune): a delayed triggered ability (603.7a, 603.7d) waiting for the end step
of that very turn, which is tagged as it is added (`TurnState.extra_turn_tags`); if that turn
is skipped, it never comes (614.10a).

614.10: "If a player would begin an extra turn, that player skips that turn instead." (Ugin's
Nexus; "If an opponent would ...", Stranglehold): a rules effect of a permanent
(`EXTRA_TURN_SKIP`, its detail "each" or "opponents"), asked only as an extra turn would
begin."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.turn.skip_next import take_next_skip
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution


#: 614.10: the rule of "If a player (an opponent) would begin an extra turn, that player skips
#: that turn instead."; its detail: "each" or "opponents" (of the permanent's controller).
EXTRA_TURN_SKIP = "skip_extra_turns"


@dataclass(frozen=True)
class TakeExtraTurn(Instruction):
    """500.7: each player `who` names takes `times` extra turns after this one; `at_end`: the
    instructions of a delayed triggered ability at the beginning of that turn's end step."""

    who: Any = "you"
    times: int = 1
    at_end: tuple[Instruction, ...] = ()


def do_take_extra_turn(r: Resolution, step: TakeExtraTurn) -> None:
    g = r.game
    t = g.state.turn
    for p in [q for q in g.apnap() if q in r.players(step.who)]:
        for _ in range(step.times):  # 500.7: added one at a time
            t.extra_turns.append(p)
            g.log(f"{g.player_name(p)} will take an extra turn after this one (500.7)")
            if step.at_end:
                t.extra_turn_tags[len(t.extra_turns) - 1] = _wait_for_its_end_step(r, step)
    g.state.touch()


def _wait_for_its_end_step(r: Resolution, step: TakeExtraTurn) -> int:
    """603.7a, 603.7d: create the delayed ability "at the beginning of that turn's end step";
    the tag that names that turn."""
    from arbiter.engine.triggers.conditions import Trigger
    from arbiter.engine.triggers.delayed import DelayedAbility
    from arbiter.rules.abilities import TriggeredAbility

    state = r.game.state
    tag = state.new_timestamp()
    ability = TriggeredAbility(text="At the beginning of that turn's end step, ...",
                               trigger=Trigger("step", "any", step="end"),
                               instructions=step.at_end)
    state.delayed_abilities.append(DelayedAbility(
        ability, r.item.source, r.item.controller, r.item.source_name,
        since=len(state.events), turn_tag=tag))
    return tag


def next_active(game: Game) -> int:
    """500.7 / 101.4: who takes the next turn: the most recently created extra turn (of a
    player still in the game), else the player after the last turn of the normal order
    (an extra turn doesn't move the turn order on)."""
    t = game.state.turn
    t.turn_tag = None
    while t.extra_turns:
        p = t.extra_turns.pop()
        tag = t.extra_turn_tags.pop(len(t.extra_turns), None)
        if not game.state.players[p].lost:
            if t.resume_after is None:
                t.resume_after = t.active
            if _skipped(game, p) or _extra_turn_skipped(game, p):
                continue  # 614.10: that extra turn is skipped
            t.turn_tag = tag
            return p
    base = t.active if t.resume_after is None else t.resume_after
    t.resume_after = None
    alive = [p.index for p in game.state.players if not p.lost]
    n = len(game.state.players)
    nxt = (base + 1) % n
    while nxt not in alive or _skipped(game, nxt):
        nxt = (nxt + 1) % n  # 614.10: a skipped turn; the turn order goes on after it
    return nxt


def _skipped(game: Game, player: int) -> bool:
    """614.10, 614.10a: `player`'s turn would begin; an effect making them skip their next
    turn replaces it with nothing (and ends)."""
    if game.state.players[player].lost or not take_next_skip(game, player, "turn"):
        return False
    game.log(f"{game.player_name(player)} skips their turn (614.10)")
    return True


def _extra_turn_skipped(game: Game, player: int) -> bool:
    """614.10: "If a player would begin an extra turn, that player skips that turn instead."."""
    from arbiter.engine.rules_effects import rules_effects

    for _ts, detail, controller in rules_effects(game, EXTRA_TURN_SKIP):
        if detail == "each" or (detail == "opponents" and controller != player):
            game.log(f"{game.player_name(player)} skips that extra turn (614.10)")
            return True
    return False


__all__ = ["EXTRA_TURN_SKIP", "TakeExtraTurn", "do_take_extra_turn", "next_active"]
