"""701.17a, 701.17c: milling cards and putting some of them elsewhere:

    Mill three cards. You may put a land card from among them into your hand. If you
    don't, put a +1/+1 counter on this creature.                      (Ainok Wayfarer)
    Mill seven cards. Then put a creature, enchantment, or land card from among the milled
    cards onto the battlefield.                                       (Bramble Familiar)

The resolving spell's or ability's controller mills N (701.17a; as many as there are,
701.17b). "The cards milled this way" are found in the public zone each went to (701.17c:
the graveyard, or exile if a replacement effect sent it there; 400.7: a card that left it
since is a new object and isn't among them). Each `LookPick` is then made among those
cards, as when looking at the top cards of a library (`engine.zones.top_of_library`), and
the cards chosen go to the hand or onto the battlefield under the controller's control
(110.2; 614.1c: all are on the battlefield, then each enters). `Resolution.did` is whether
a card was put (608.2c: "If you don't, ...", "If you can't, ...").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.replacement.entering import enter
from arbiter.engine.zones.top_of_library import pick_cards
from arbiter.rules.instructions import Instruction
from arbiter.rules.instructions.library import LookPick
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class MillPicks(Instruction):
    """Mill `n` cards, then make `picks` among the cards milled this way."""

    n: int | Value = 1
    picks: tuple[LookPick, ...] = ()


def do_mill_picks(r: Resolution, step: MillPicks) -> None:
    g, you = r.game, r.item.controller
    milled: list[int] = []
    for oid in list(g.state.zone_list("library", you)[:r.number(step.n)]):
        new = g.move(oid, "graveyard")  # 701.17a
        if new is not None:
            milled.append(new.id)
    r.count = len(milled)
    # 701.17c: found where each went, while it is still there (400.7)
    seen = [o for o in milled if o in g.state.objects
            and g.obj(o).zone in ("graveyard", "exile")]
    r.did = False
    for pick in step.picks:
        taken = pick_cards(g, you, seen, pick, r)
        entering = []
        for oid in taken:
            seen.remove(oid)
            new = g.move(oid, pick.to, controller=you if pick.to == "battlefield" else None)
            if new is None:
                continue
            r.it, r.did = new.id, True
            if pick.to == "battlefield":
                entering.append(new)
        for new in entering:  # 614.1c
            enter(g, new, tapped=pick.tapped)


__all__ = ["MillPicks", "do_mill_picks"]
