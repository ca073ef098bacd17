"""Cumulative upkeep (702.24).

702.24a: "Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this
permanent is on the battlefield, put an age counter on this permanent. Then you may pay
[cost] for each age counter on it. If you don't, sacrifice it." If [cost] has choices
associated with it, each choice is made separately for each age counter, then either the
entire set of costs is paid, or none of them is; partial payments aren't allowed. 702.24b:
each instance triggers separately, and each counts all the age counters on the permanent as
it resolves.

The "if" is an intervening "if" (603.4: checked as it triggers and as it resolves). The
payment is one cost made of [cost] once for each age counter, offered whole (118.12; 118.3:
only if the player can pay all of it):

- mana, added together; "{W} or {U}": one symbol chosen for each counter, so the player
  picks among the combinations they can pay (702.24a's first example);
- life, added together; one discard for each counter (`engine.stack.payments`);
- "Sacrifice a creature" / "a land": that many different permanents (702.24a's second
  example; the permanent itself may be one of them), chosen as the cost is paid
  (`engine.casting.activation_costs`);
- "Put a -1/-1 counter on this creature": that many counters;
- "An opponent gains 1 life": an opponent chosen for each counter;
- "Put a +1/+1 counter on a creature an opponent controls": a creature chosen for each
  counter (the same one may be chosen again).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.stack.payments import offer_payment, payable
from arbiter.engine.triggers.conditions import at_beginning
from arbiter.rules import selectors as s
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.costs import Cost, DiscardCard, ManaPayment, PayLife, SacrificePermanents
from arbiter.rules.instructions import Instruction, PutCounters

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class ManaChoice(Cost):
    """"{W} or {U}": one of these mana symbols (702.24a: chosen for each age counter)."""

    options: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " or ".join(self.options)


@dataclass(frozen=True)
class CountersOnSelf(Cost):
    """"Put a -1/-1 counter on this creature" (122.1)."""

    kind: str = "-1/-1"
    n: int = 1

    def __str__(self) -> str:
        return f"Put a {self.kind} counter on this creature"


@dataclass(frozen=True)
class OpponentGainsLife(Cost):
    """"An opponent gains 1 life" (119.3: an opponent chosen for each)."""

    amount: int = 1
    n: int = 1

    def __str__(self) -> str:
        return f"An opponent gains {self.amount} life"


@dataclass(frozen=True)
class CounterOnOpponentsCreature(Cost):
    """"Put a +1/+1 counter on a creature an opponent controls" (a creature chosen for
    each)."""

    kind: str = "+1/+1"
    n: int = 1

    def __str__(self) -> str:
        return f"Put a {self.kind} counter on a creature an opponent controls"


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


#: The costs paid with `engine.stack.payments` (mana, life, discards).
_PAYMENTS = (ManaPayment, PayLife, DiscardCard)


def times(cost: Cost, n: int) -> tuple[Cost, ...]:
    """[cost] once for each of `n` age counters, as one cost paid whole (702.24a)."""
    if n <= 0:
        return ()
    if isinstance(cost, ManaPayment):
        return (ManaPayment(mana=cost.mana * n),)
    if isinstance(cost, PayLife):
        return (PayLife(amount=cost.amount * n),)
    if isinstance(cost, SacrificePermanents):
        return (replace(cost, n=(cost.n or 1) * n),)
    if isinstance(cost, CountersOnSelf | OpponentGainsLife | CounterOnOpponentsCreature):
        return (replace(cost, n=n),)
    return (cost,) * n


def do_pay_for_each_age_counter(r: Resolution, step: PayForEachAgeCounter) -> None:
    """702.24a: the controller may pay the whole cost; if they don't, they sacrifice the
    permanent (if it is still there: 400.7, a new object isn't affected)."""
    g, you, src = r.game, r.item.controller, r.item.source
    if g.obj(src).zone != "battlefield":
        return
    n = g.obj(src).counters.get("age", 0)
    r.did = _pay(g, you, src, step.cost, n) if n else True
    if not r.did and g.controller_of(src) == you:
        g.sacrifice(src)  # 701.21a: only a permanent they control


def _pay(g: Game, you: int, src: int, cost: Cost, n: int) -> bool:
    if isinstance(cost, ManaChoice):
        # 702.24a: a symbol chosen for each counter: the combinations, as mana costs
        options = ["".join(combo) for combo in combinations_with_replacement(cost.options, n)]
        options = [m for m in options if payable(g, you, (ManaPayment(mana=m),))]
        if not options:
            g.log(f"{g.player_name(you)} can't pay {cost} {n} times")
            return False
        pick = options[0] if len(options) == 1 else g.decide(Decision(
            "choose", f"choose how to pay {cost} for each of {n} age counters", you,
            [(m, m) for m in options], key="cost_choice"))
        return offer_payment(g, you, (ManaPayment(mana=pick),), you)
    costs = times(cost, n)
    if all(isinstance(c, _PAYMENTS) for c in costs):
        return offer_payment(g, you, costs, you)
    from arbiter.engine.casting import activation_costs

    (whole,) = costs
    if not _payable(g, you, src, whole):
        g.log(f"{g.player_name(you)} can't pay {whole}")  # 118.3
        return False
    if not g.decide(Decision("may", f"pay {whole} ({n} times)?", you,
                             [("yes", True), ("no", False)], optional=True, key="pay")):
        return False
    if isinstance(whole, SacrificePermanents):
        activation_costs.pay(g, src, you, whole, {})  # 701.21a: different permanents
    elif isinstance(whole, CountersOnSelf):
        g.put_counters(src, whole.kind, whole.n)
    elif isinstance(whole, OpponentGainsLife):
        for _ in range(whole.n):
            g.gain_life(_choose(g, you, "an opponent to gain life",
                                [(g.player_name(p), p) for p in g.opponents(you)]),
                        whole.amount)
    elif isinstance(whole, CounterOnOpponentsCreature):
        for _ in range(whole.n):
            g.put_counters(_choose(g, you, "a creature an opponent controls", [
                (f"{g.name_of(o)}#{o}", o) for o in _opponents_creatures(g, you)]),
                whole.kind, 1)
    return True


def _payable(g: Game, you: int, src: int, cost: Cost) -> bool:
    """118.3: whether the player has what this cost needs."""
    from arbiter.engine.casting import activation_costs

    if isinstance(cost, SacrificePermanents):
        return activation_costs.payable(g, src, you, cost)
    if isinstance(cost, OpponentGainsLife):
        return bool(g.opponents(you))
    if isinstance(cost, CounterOnOpponentsCreature):
        return bool(_opponents_creatures(g, you))
    return isinstance(cost, CountersOnSelf)


def _opponents_creatures(g: Game, you: int) -> list[int]:
    res = g.layers()
    return [o for o in g.state.battlefield() if "Creature" in res.chars[o].types
            and res.chars[o].controller in g.opponents(you)]


def _choose(g: Game, you: int, what: str, options: list[tuple[str, int]]) -> int:
    if len(options) == 1:
        return options[0][1]
    return g.decide(Decision("choose", f"choose {what} (702.24a)", you, options,
                             key="cost_choice"))


#: "Sacrifice a creature." / "Sacrifice a land." (702.24a).
SACRIFICE_A = {"creature": s.CREATURE, "land": s.IsType("Land")}


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


__all__ = ["SACRIFICE_A", "CounterOnOpponentsCreature", "CountersOnSelf", "ManaChoice",
           "OpponentGainsLife", "PayForEachAgeCounter", "cumulative_upkeep_ability",
           "do_pay_for_each_age_counter", "times"]
