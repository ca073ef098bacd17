"""701.12a, 701.12c, 119.7: "Exchange life totals with target opponent." (Mirror Universe,
Magus of the Mirror): each of the two players gains or loses the life needed to have the
other's previous life total (a gain and a loss: "whenever you gain life" triggers, life lost
this turn counts). 119.7 / 701.12a: if the player who would get the higher total can't gain
life, the exchange can't be completed and no part of it happens. (No effect making a player
unable to lose life is read, 119.8.)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.players.cant_gain_life import cant_gain_life
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ExchangeLifeTotals(Instruction):
    """The players `a` and `b` name (one each) exchange life totals."""

    a: Any = "you"
    b: Any = None


def do_exchange_life_totals(r: Resolution, step: ExchangeLifeTotals) -> None:
    g = r.game
    a, b = r.players(step.a), r.players(step.b)
    if len(a) != 1 or len(b) != 1 or a == b:
        return  # 701.12a: an illegal target player: no exchange (608.2b)
    (pa,), (pb,) = a, b
    la, lb = g.state.players[pa].life, g.state.players[pb].life
    if la == lb:
        return
    low, high = (pa, pb) if la < lb else (pb, pa)
    if cant_gain_life(g, low):
        g.log(f"{g.player_name(low)} can't gain life: no exchange (119.7, 701.12a)")
        return
    diff = abs(la - lb)
    g.lose_life(high, diff)  # 701.12c: each gains or loses to equal the other's total
    g.gain_life(low, diff)
    g.log(f"{g.player_name(pa)} and {g.player_name(pb)} exchange life totals (701.12c)")


__all__ = ["ExchangeLifeTotals", "do_exchange_life_totals"]
