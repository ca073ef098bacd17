"""118.12 / 101.4: "Each opponent sacrifices a permanent of their choice unless they pay {3}."
(Rishadan Brigand, Rishadan Cutpurse, Rishadan Footpad): "they" is each of those players in
turn. Each player named, in APNAP order, chooses whether to pay the cost (only one they can
pay is offered, 118.3; `engine.stack.payments.offer_payment`); then the instruction is
carried out for the players who didn't pay, all at once (101.4: the choices are made in turn,
the actions happen together)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.stack.payments import offer_payment
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class EachUnlessPays(Instruction):
    """`body` (an instruction whose `who` is the group `who`) for each player of the group
    who doesn't pay `cost`."""

    who: str = "each_opponent"
    cost: tuple[Any, ...] = ()
    body: Any = None


def do_each_unless_pays(r: Resolution, step: EachUnlessPays) -> None:
    g = r.game
    named = r.players(step.who)
    unpaid = tuple(p for p in g.apnap() if p in named and not offer_payment(
        g, p, step.cost, r.item.controller, r.item.source))
    if unpaid:
        r.follow((dataclasses.replace(step.body, who=unpaid),))


__all__ = ["EachUnlessPays", "do_each_unless_pays"]
