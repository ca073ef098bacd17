"""Fabricate (702.123).

702.123a: "Fabricate N" means "When this permanent enters, you may put N +1/+1 counters on
it. If you don't, create N 1/1 colorless Servo artifact creature tokens." 702.123b: each
instance triggers separately.

The choice is made as the ability resolves (608.2d), by its controller. Counters can be put
only on the permanent that entered while it is still on the battlefield (400.7: if it has
left, it is a new object and "it" is gone), so then the Servos are created without a choice:
the player didn't put the counters.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.replacement.token_creation import TokenSpec
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.zones.tokens import create_tokens
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Instruction
from arbiter.state.objects import TokenDef

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: 702.123a / 111.4: "a 1/1 colorless Servo artifact creature token".
SERVO = TokenDef("Servo Token", types=("Artifact", "Creature"), subtypes=("Servo",),
                 power=1, toughness=1)


@dataclass(frozen=True)
class Fabricate(Instruction):
    """702.123a: "you may put N +1/+1 counters on it. If you don't, create N 1/1 colorless
    Servo artifact creature tokens." (it: the ability's source)."""

    n: int = 1


@cache
def fabricate_ability(n: int) -> TriggeredAbility:
    """702.123a: the triggered ability "Fabricate N" stands for."""
    return TriggeredAbility(
        text=f"When this permanent enters, you may put {n} +1/+1 counter"
             f"{'s' if n != 1 else ''} on it. If you don't, create {n} 1/1 colorless Servo "
             f"artifact creature token{'s' if n != 1 else ''}.",
        trigger=Trigger("enters", "self"),
        instructions=(Fabricate(n),))


def do_fabricate(r: Resolution, step: Fabricate) -> None:
    """702.123a, as the ability resolves: counters on the permanent, or Servos."""
    g, src, you = r.game, r.item.source, r.item.controller
    counters = False
    if g.obj(src).zone == "battlefield":
        counters = bool(g.decide(Decision(
            "may", f"fabricate {step.n}: put {step.n} +1/+1 counter(s) on "
                   f"{g.name_of(src)}? (if not, create {step.n} Servo token(s))", you,
            [("yes", True), ("no", False)], key="fabricate")))
    if counters:
        g.put_counters(src, "+1/+1", step.n)
        g.log(f"{g.name_of(src)} gets {step.n} +1/+1 counter(s) (fabricate, 702.123a)")
        return
    # 111.2: the ability's controller creates them, in one event (614.1a)
    r.created = create_tokens(g, [TokenSpec(you, SERVO)] * step.n)
    if r.created:
        r.it = r.created[-1]


__all__ = ["SERVO", "Fabricate", "do_fabricate", "fabricate_ability"]
