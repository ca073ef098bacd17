"""Cumulative upkeep (702.24).

702.24a: "Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this
permanent is on the battlefield, put an age counter on this permanent. Then you may pay
[cost] for each age counter on it. If you don't, sacrifice it." Either the entire set of
costs is paid, or none of them is; partial payments aren't allowed. 702.24b: each instance
triggers separately, and each counts all the age counters on the permanent as it resolves.

The "if" is an intervening "if" (603.4: checked as it triggers and as it resolves). The
payment is one cost made of [cost] once for each age counter (mana added together, life
added together, one discard for each), offered whole (118.12, 118.3: only if the player can
pay all of it); the costs the engine pays are those of `engine.stack.payments`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.stack.payments import offer_payment
from arbiter.engine.triggers.conditions import at_beginning
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.costs import Cost, ManaPayment, PayLife
from arbiter.rules.instructions import Instruction, PutCounters

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class SourceOnBattlefield(Condition):
    """702.24a: "if this permanent is on the battlefield"."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return ctx.source is not None and \
            view.state.objects[ctx.source].zone == "battlefield"


@dataclass(frozen=True)
class PayForEachAgeCounter(Instruction):
    """702.24a: "Then you may pay [cost] for each age counter on it. If you don't,
    sacrifice it." (the counters counted as it resolves, 702.24b)."""

    cost: Cost = ManaPayment(mana="{0}")


def times(cost: Cost, n: int) -> tuple[Cost, ...]:
    """[cost] once for each of `n` age counters, as one cost paid whole (702.24a)."""
    if isinstance(cost, ManaPayment):
        return (ManaPayment(mana=cost.mana * n),) if n else ()
    if isinstance(cost, PayLife):
        return (PayLife(amount=cost.amount * n),) if n else ()
    return (cost,) * n


def do_pay_for_each_age_counter(r: Resolution, step: PayForEachAgeCounter) -> None:
    """702.24a: the controller may pay the whole cost; if they don't, they sacrifice the
    permanent (if it is still there: 400.7, a new object isn't affected)."""
    g, you, src = r.game, r.item.controller, r.item.source
    if g.obj(src).zone != "battlefield":
        return
    n = g.obj(src).counters.get("age", 0)
    r.did = offer_payment(g, you, times(step.cost, n), you) if n else True
    if not r.did:
        g.sacrifice(src)  # 701.21a


@cache
def cumulative_upkeep_ability(cost: Cost) -> TriggeredAbility:
    """702.24a: the triggered ability "Cumulative upkeep [cost]" stands for."""
    return TriggeredAbility(
        text=f"At the beginning of your upkeep, if this permanent is on the battlefield, put "
             f"an age counter on this permanent. Then you may pay {cost} for each age "
             f"counter on it. If you don't, sacrifice it.",
        trigger=at_beginning("upkeep", whose="you"),
        intervening_if=SourceOnBattlefield(),
        instructions=(PutCounters("age", 1), PayForEachAgeCounter(cost)))


__all__ = ["PayForEachAgeCounter", "cumulative_upkeep_ability", "do_pay_for_each_age_counter",
           "times"]
