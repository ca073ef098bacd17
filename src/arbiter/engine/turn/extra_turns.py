"""500.7: extra turns. "Take an extra turn after this one." adds a turn for the player directly
after this turn; several added one at a time (APNAP order, 101.4 for several players), the
most recently created taken first (`TurnState.extra_turns`, a stack read by
`engine.turn.steps.begin_turn`). 614.10: a turn a player would take while an effect makes
them skip their next turn isn't taken (the oldest such effect ends, 614.10a); the next turn
is found the same way from there."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.turn.skip_next import take_next_skip
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class TakeExtraTurn(Instruction):
    """500.7: each player `who` names takes an extra turn after this one."""

    who: Any = "you"


def do_take_extra_turn(r: Resolution, step: TakeExtraTurn) -> None:
    g = r.game
    for p in [q for q in g.apnap() if q in r.players(step.who)]:
        g.state.turn.extra_turns.append(p)
        g.log(f"{g.player_name(p)} will take an extra turn after this one (500.7)")
    g.state.touch()


def next_active(game: Game) -> int:
    """500.7 / 101.4: who takes the next turn: the most recently created extra turn (of a
    player still in the game), else the player after the last turn of the normal order
    (an extra turn doesn't move the turn order on)."""
    t = game.state.turn
    while t.extra_turns:
        p = t.extra_turns.pop()
        if not game.state.players[p].lost:
            if t.resume_after is None:
                t.resume_after = t.active
            if _skipped(game, p):
                continue  # 614.10: that extra turn is skipped
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


__all__ = ["TakeExtraTurn", "do_take_extra_turn", "next_active"]
