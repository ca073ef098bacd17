"""608.2d: "Return any number of other creature cards with total power X or less from your
graveyard to the battlefield" (Moorland Rescuer): as the instruction is followed its
controller chooses cards in their graveyard that match, whose powers (as those cards are in
the graveyard, 208.1) add up to no more than X; they are put onto the battlefield at the same
time (603.6a), under their owner's control. "Other": not the card the source became, when
the source itself is in the graveyard (400.7: it is a new object there). No target is
chosen, so the source leaving the graveyard in response changes nothing (608.2b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.keywords.any_number import choose_any_number
from arbiter.engine.replacement.entering import enter
from arbiter.errors import IllegalActionError
from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class ReturnWithTotalPower(Instruction):
    """Return cards matching `selector` from your graveyard to the battlefield, their total
    power at most `most`; `other`: not the source's own card."""

    selector: Selector | None = None
    most: Any = 0
    other: bool = False


def do_return_with_total_power(r: Resolution, step: ReturnWithTotalPower) -> None:
    g, you = r.game, r.item.controller
    most = r.number(step.most)
    own = set(r.ref(Ref.new_of(Ref.this()))) | {r.item.source} if step.other else set()
    pool = [o for o in g.state.zone_list("graveyard", you) if o not in own
            and (step.selector is None or o in r.matching(step.selector))]
    chosen = choose_any_number(g, you, pool, f"{r.item.source_name}: return cards with "
                               f"total power {most} or less", "return")
    powers = g.layers().chars
    total = sum(powers[o].power or 0 for o in chosen)
    if total > most:
        raise IllegalActionError(f"total power {total} is more than {most}")
    moved = [new for new in (g.move(o, "battlefield", controller=g.obj(o).owner)
                             for o in chosen) if new is not None]
    for new in moved:
        enter(g, new)  # 603.6a: they enter at the same time
    r.did = bool(moved)


__all__ = ["ReturnWithTotalPower", "do_return_with_total_power"]
