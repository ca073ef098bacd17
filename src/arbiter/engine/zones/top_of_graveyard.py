"""404.2: "Return the top creature card of your graveyard to the battlefield." (Shallow Grave,
Corpse Dance, Mistmoon Griffin): a graveyard is kept in order, and the card is the topmost
one of the description in the graveyard of the ability's controller as it resolves (none:
nothing happens). It is put onto the battlefield under its owner's control (110.2), and "that
creature" / "it" after names the permanent it became (608.2c, 400.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.replacement.entering import enter
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class ReturnTopOfGraveyard(Instruction):
    """Put the topmost card matching `selector` (None: any card) of your graveyard onto the
    battlefield."""

    selector: Selector | None = None


def do_return_top_of_graveyard(r: Resolution, step: ReturnTopOfGraveyard) -> None:
    g, you = r.game, r.item.controller
    view, ctx = r.view_context()
    # 404.2: the graveyard is kept bottom first, so the topmost such card is the last
    cards = [o for o in g.state.zone_list("graveyard", you)
             if step.selector is None or step.selector.matches(view, o, ctx)]
    r.did = False
    r.it = None
    if not cards:
        return
    new = g.move(cards[-1], "battlefield", controller=g.obj(cards[-1]).owner)
    if new is None or new.zone != "battlefield":
        return
    enter(g, new)
    r.it = new.id
    r.did = True


__all__ = ["ReturnTopOfGraveyard", "do_return_top_of_graveyard"]
