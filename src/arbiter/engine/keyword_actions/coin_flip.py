"""705: flipping a coin. 705.2: the player who flips calls "heads" or "tails" and wins the
flip if the call matches the result; the coin is fair (705.1), its side drawn from the
game's seeded generator (same seed and same actions, same flips). Then the instructions for
winning or for losing are followed (608.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import FlipCoin

_SIDES = ("heads", "tails")


def do_flip_coin(r: Resolution, step: FlipCoin) -> None:
    g, you = r.game, r.item.controller
    call = g.decide(Decision("choose", "call the coin flip", you,
                             [(side, side) for side in _SIDES], key="call"))
    side = _SIDES[rng.randrange(g.state, 2)]  # 705.1: either side equally likely
    won = side == call  # 705.2
    g.log(f"{g.player_name(you)} calls {call}; the coin comes up {side}: "
          f"{g.player_name(you)} {'wins' if won else 'loses'} the flip (705.2)")
    g.state.touch()
    r.follow(step.win if won else step.lose)


__all__ = ["do_flip_coin"]
