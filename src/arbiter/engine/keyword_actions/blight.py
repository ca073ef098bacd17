"""Blight (701.68).

701.68a: to "blight N" means to put N -1/-1 counters on a creature you control. 701.68b: a
player unable to do so (usually because they control no creatures) can't choose to blight.
701.68c: "the blighted creature" is the creature the player chose. 701.68d: an ability that
triggers whenever a player blights triggers after the process is complete, whatever actually
happened (event `blights`).

The player who blights (the controller of the resolving spell or ability, or each player
the instruction names) chooses the creature as it resolves (608.2d). A player who controls
no creature doesn't blight: nothing happens, and a following "If you do" is false (608.2c).
The blighted creature is the instruction's "it" (608.2c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: 701.68d: the event of a player blighting (obj: the blighted creature; player: who).
BLIGHTS = "blights"


@dataclass(frozen=True)
class Blight(Instruction):
    """701.68a: `who` blights N ("you", or "each_opponent")."""

    n: int = 1
    who: str = "you"


def blight(game: Game, player: int, n: int) -> int | None:
    """701.68a-b, 701.68d: `player` blights N; the blighted creature, or None if they
    couldn't."""
    chars = game.layers().chars
    mine = [o for o in game.state.battlefield() if o in chars
            and chars[o].controller == player and "Creature" in chars[o].types]
    if not mine:
        game.log(f"{game.player_name(player)} can't blight {n} (701.68b)")
        return None
    pick = mine[0] if len(mine) == 1 else game.decide(Decision(
        "choose_object", f"blight {n}: choose a creature you control to put {n} -1/-1 "
        "counter(s) on (701.68a)", player, [(f"{game.name_of(o)}#{o}", o) for o in mine],
        key="blight"))
    game.put_counters(pick, "-1/-1", n)
    game.log(f"{game.player_name(player)} blights {n}: {game.quick_name(pick)} (701.68a)")
    game.emit(Event(BLIGHTS, pick, player=player))  # 701.68d
    game.state.touch()
    return pick


def pay_blight_cost(game: Game, player: int, creature: int, n: int) -> None:
    """701.68a as a cost (601.2h, 602.2b): N -1/-1 counters on the creature the player chose
    among the creatures they control; 701.68d: the player has blighted."""
    game.put_counters(creature, "-1/-1", n)
    game.log(f"{game.player_name(player)} blights {n} to pay a cost: "
             f"{game.quick_name(creature)} (701.68a)")
    game.emit(Event(BLIGHTS, creature, player=player))
    game.state.touch()


def do_blight(r: Resolution, step: Blight) -> None:
    """701.68a: each player the instruction names blights N, in APNAP order (101.4)."""
    r.did = False
    for player in [p for p in r.game.apnap() if p in r.players(step.who)]:
        pick = blight(r.game, player, step.n)
        if pick is not None:
            r.did = True
            r.it = pick  # 701.68c: the blighted creature


__all__ = ["BLIGHTS", "Blight", "blight", "do_blight", "pay_blight_cost"]
