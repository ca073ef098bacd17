"""107.14, 118.12, 608.2c: paying energy in an amount chosen as the effect resolves:

    You get {E}{E}{E}, then you may pay any amount of {E}. Harnessed Lightning deals that
    much damage to that creature.                                       (Harnessed Lightning)
    You may pay one or more {E}. If you do, create an X/X ... token, where X is the amount of
    {E} paid this way.                                                   (Pia Nalaar)

The controller chooses how many energy counters to remove from themselves (107.14: each {E}
paid is one energy counter removed), from none to as many as they have (118.3: no more than
that). "If you do" follows only when one or more were paid. The sentence after counts the
energy paid ("that much", "that many", "for each {E} paid this way", "the amount of {E} paid
this way": `EnergyPaidThisWay`), as the resolution left it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.counters import energy, pay_energy
from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.view import EffectContext, LayerView

#: Where the resolution keeps how much energy was paid.
_KEY = "energy_paid_this_way"


@dataclass(frozen=True)
class PayAnyEnergy(Instruction):
    """107.14, 118.12: the controller pays any amount of {E} they choose (none included)."""


@dataclass(frozen=True)
class EnergyPaidThisWay(Value):
    """The amount of {E} paid this way; `bound`: read in the sentence right after the payment
    (elsewhere the line is left unread, `compiler.unbound`)."""

    bound: bool = False
    local = False

    def bound_ok(self) -> bool:
        return self.bound

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("EnergyPaidThisWay is counted by the interpreter as it resolves")

    def at_resolution(self, r: Any) -> int:
        return int(r.chosen.get(_KEY, 0))

    def __str__(self) -> str:
        return "the amount of {E} paid this way"


def do_pay_any_energy(r: Resolution, step: PayAnyEnergy) -> None:
    """107.14: the controller chooses an amount up to the energy they have (118.3) and
    removes that many energy counters from themselves; "if you do" when it was one or more
    (608.2c), and "that many" after it is that amount."""
    g, you = r.game, r.item.controller
    have = energy(g, you)
    n = int(g.decide(Decision("number", f"pay how much {{E}} (0 to {have}, 107.14)?", you,
                              [(str(k), k) for k in range(have + 1)], key="energy")) or 0)
    if n:
        pay_energy(g, you, n)
    r.count = r.chosen[_KEY] = n
    r.did = n > 0


__all__ = ["EnergyPaidThisWay", "PayAnyEnergy", "do_pay_any_energy"]
