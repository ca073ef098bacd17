"""118.12 / 107.3f: "You may pay {X}. If you do, create X 1/1 white Soldier creature tokens."
(Decree of Justice's cycling trigger, Stark's Ingenuity, Rise of the Hobgoblins).

The X appears in no cost of the ability, so its controller chooses it as the ability resolves
(107.3f), when the payment is offered: they choose whether to pay (118.12), then X (any
number they can pay, 118.3: {X} is that much generic mana), then how to pay it (601.2g-h).
"If you do" follows only if they paid, with that X for the rest of the resolution."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost
from arbiter.engine.casting.total_cost import pay, payment_plans
from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: The most generic mana asked about (a bound on the search, far beyond any real game).
_MOST = 99


@dataclass(frozen=True)
class MayPayX(Instruction):
    """"You may pay {X}. If you do, <then>." (X chosen as it is paid, 107.3f)."""

    then: tuple[Instruction, ...] = ()


def _most_payable(g: Game, player: int) -> int:
    """118.3: the largest X the player can pay now."""
    n = 0
    while n < _MOST and payment_plans(g, player, ManaCost.of(f"{{{n + 1}}}"), limit=1):
        n += 1
    return n


def do_may_pay_x(r: Resolution, step: MayPayX) -> None:
    g, you = r.game, r.item.controller
    r.did = False
    if not g.decide(Decision("may", "pay {X}?", you, [("yes", True), ("no", False)],
                             optional=True, key="pay")):
        return
    most = _most_payable(g, you)
    x = g.decide(Decision("x", f"choose X (0 to {most}, 107.3f)", you,
                          [(str(n), n) for n in range(most + 1)], key="x"))
    cost = ManaCost.of(f"{{{x}}}")
    if x:
        from arbiter.engine.turn.player_actions import plan_entry

        plans = payment_plans(g, you, cost)
        plan = plans[0] if len(plans) == 1 else g.decide(Decision(
            "pay", f"pay {{{x}}}", you, [("pay {" + str(x) + "}" + (" with " + ", ".join(
                plan_entry(g, o) for o in p) if p else ""), p) for p in plans], key="payment"))
        pay(g, you, cost, plan)
    g.log(f"{g.player_name(you)} pays {{{x}}} (X = {x})")
    r.chosen["x"] = x  # 107.3f: the X of the rest of the resolution
    r.did = True
    r.follow(step.then)


__all__ = ["MayPayX", "do_may_pay_x"]
