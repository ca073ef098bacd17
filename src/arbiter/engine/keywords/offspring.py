"""Offspring (702.175a): "Offspring [cost]" means "You may pay an additional [cost] as you
cast this spell" (an optional additional cost, `engine.casting.optional_costs`) and "When
this permanent enters, if its offspring cost was paid, create a token that's a copy of it,
except it's 1/1." (a triggered ability with an intervening "if", 603.4; the token copy with a
copy exception, 707.2, 707.9b).

702.175b: several instances are each paid separately and trigger on their own payment; a
spell with more than one isn't cast here (the game stops naming it, principle 5). A permanent
that has left the battlefield by the time the ability resolves would be copied as it last
existed (608.2h), which the engine can't yet do: the game stops there.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.copiable import CopyExceptions
from arbiter.rules.instructions import Instruction
from arbiter.rules.paid_costs import CostPaid

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class OffspringCopy(Instruction):
    """702.175a: "create a token that's a copy of it, except it's 1/1" (707.9b: the 1/1 is
    part of the copy's copiable values)."""


@cache
def offspring_ability() -> TriggeredAbility:
    return TriggeredAbility(
        text="When this permanent enters, if its offspring cost was paid, create a token "
             "that's a copy of it, except it's 1/1.",
        trigger=Trigger("enters", "self"),
        intervening_if=CostPaid("offspring"),
        instructions=(OffspringCopy(),))


def do_offspring_copy(r: Resolution, step: OffspringCopy) -> None:
    from arbiter.engine.zones.tokens import create_token_copy

    g, source = r.game, r.item.source
    if g.obj(source).zone != "battlefield":
        r.unsupported("Offspring: a token copy of a permanent that has left the "
                      "battlefield (608.2h)")
    r.it = create_token_copy(g, source, r.item.controller,
                             exceptions=CopyExceptions(power=1, toughness=1))
