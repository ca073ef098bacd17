"""Casualty (702.153a): "Casualty N" means "As an additional cost to cast this spell, you may
sacrifice a creature with power N or greater" (an optional additional cost,
`engine.casting.optional_costs`) and "When you cast this spell, if a casualty cost was paid
for it, copy it. If the spell has any targets, you may choose new targets for the copy." (a
triggered ability that functions on the stack, 113.6k, with an intervening "if", 603.4).

702.153b: several instances are each paid separately and trigger on their own payment; a
spell with more than one isn't cast here (the game stops naming it, principle 5). The copy
(707.10) has the spell's choices, its casualty payment included, and isn't cast, so it
doesn't trigger this again. A spell countered by the time the ability resolves is copied as
it last existed on the stack (608.2h); one that left it another way stops the game there.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Instruction
from arbiter.rules.paid_costs import CostPaid

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class CasualtyCopy(Instruction):
    """702.153a: "copy it. If the spell has any targets, you may choose new targets for the
    copy." (707.10, 707.10c): "it" is the spell whose casting triggered the ability."""


@cache
def casualty_ability() -> TriggeredAbility:
    return TriggeredAbility(
        text="When you cast this spell, if a casualty cost was paid for it, copy it. If the "
             "spell has any targets, you may choose new targets for the copy.",
        trigger=Trigger("cast", "self", zone="stack"),
        intervening_if=CostPaid("casualty"),
        instructions=(CasualtyCopy(),))


def do_casualty_copy(r: Resolution, step: CasualtyCopy) -> None:
    from arbiter.engine.stack.spell_copy import copy_spell

    g, spell = r.game, r.item.source
    if not any(it.source == spell and it.kind == "spell" for it in g.state.stack_items) \
            and spell not in g.state.stack_lki:  # 608.2h: countered, copied as it last was
        r.unsupported("Casualty: copy a spell that has left the stack (707.10)")
    copy_spell(g, spell, r.item.controller, new_targets=True)
