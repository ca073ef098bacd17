"""702.101: extort, built from its definition as a real triggered ability (603).

702.101a: "Extort is a triggered ability. 'Extort' means 'Whenever you cast a spell, you may
pay {W/B}. If you do, each opponent loses 1 life and you gain life equal to the total life
lost this way.'" 702.101b: each instance triggers separately (every keyword instance is its
own triggered ability). The payment is made as the ability resolves (118.12, 608.2c:
`engine.stack.payments`); a spell is cast when it becomes cast (601.2i), and a copy isn't
cast (707.10).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.costs import ManaPayment
from arbiter.rules.instructions import Instruction, MayPay
from arbiter.rules.selectors import InZone

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class DrainEachOpponent(Instruction):
    """702.101a: "each opponent loses 1 life and you gain life equal to the total life lost
    this way" (119.3)."""

    n: int = 1


def extort() -> TriggeredAbility:
    """702.101a: "you" is the ability's controller, who must be the spell's controller."""
    return TriggeredAbility(
        text="Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 "
             "life and you gain life equal to the total life lost this way.",
        trigger=Trigger("cast", "you", selector=InZone(("stack",))),
        instructions=(MayPay(cost=(ManaPayment(mana="{W/B}"),),
                             then=(DrainEachOpponent(),)),))


def do_drain_each_opponent(r: Resolution, step: DrainEachOpponent) -> None:
    """702.101a / 119.3: each opponent loses the life; the controller gains the total
    actually lost (the turn's record of life lost, 119.3, before and after)."""
    g = r.game
    you = r.item.controller
    opponents = g.opponents(you)
    lost = g.state.turn.life_lost
    before = sum(lost.get(p, 0) for p in opponents)
    for p in opponents:
        g.lose_life(p, step.n)
    total = sum(lost.get(p, 0) for p in opponents) - before
    if total > 0:
        g.gain_life(you, total)


__all__ = ["DrainEachOpponent", "do_drain_each_opponent", "extort"]
