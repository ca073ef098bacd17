"""Join forces (an ability word, 207.2c): "Starting with you, each player may pay any amount
of mana. Each player draws X cards, where X is the total amount of mana paid this way."
(Minds Aglow, Alliance of Arms, Shared Trauma).

Each player in turn order, starting with the controller (as 701.38a orders a vote), chooses
how much generic mana to pay (any amount they can pay, 118.3; none too) and pays it
(`engine.stack.pay_any_prevent.pay_any_amount`). X of the next instruction is the total paid
by all players, fixed then (608.2h)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.stack.pay_any_prevent import pay_any_amount
from arbiter.rules import values as V
from arbiter.rules.instructions import Instruction
from arbiter.rules.structure import rebuild

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class JoinForces(Instruction):
    """Each player may pay any amount of mana; then `then`, whose X is the total paid."""

    then: tuple[Instruction, ...] = ()


def do_join_forces(r: Resolution, step: JoinForces) -> None:
    g = r.game
    n = len(g.state.players)
    start = r.item.controller
    order = [(start + i) % n for i in range(n) if not g.state.players[(start + i) % n].lost]
    total = sum(pay_any_amount(g, p) for p in order)
    g.log(f"{total} mana paid in all")
    r.follow(rebuild(step.then, lambda x: V.Const(total) if isinstance(x, V.ChosenX) else x))


__all__ = ["JoinForces", "do_join_forces"]
