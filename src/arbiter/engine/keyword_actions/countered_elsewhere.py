"""701.6a with 614.1a: "Counter target spell. If that spell is countered this way, put it on
top of its owner's library instead of into that player's graveyard." A countered spell is put
into its owner's graveyard (701.6a); the rider is a replacement effect of the countering spell
("instead", 614.1a) on that one event, sending the card to the top or bottom of its owner's
library (401.4), to the top or bottom as the countering player chooses ("your choice"), or to
its owner's hand.

616.1: when another replacement effect would also change where the card goes (Rest in Peace:
"exile it instead"), the owner of the countered card, the affected object's owner, chooses
which applies first; once one has applied the card is no longer going to a graveyard and the
other no longer applies (614.5, 616.1e). A spell cast with flashback is exiled instead of
going anywhere else (702.34a, `engine.stack.items.leave_stack`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.rules_effects import rules_in
from arbiter.engine.stack.items import leave_stack
from arbiter.engine.zones.graveyard_replacement import graveyard_exiles

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: Where the rider puts the countered card: "top", "bottom" (of its owner's library),
#: "top_or_bottom" (the countering spell's controller chooses), "hand" (its owner's).
DESTINATIONS = ("top", "bottom", "top_or_bottom", "hand")


def _graveyard_replaced(g: Game, oid: int) -> bool:
    """Whether another replacement effect would change where `oid` goes from the stack to a
    graveyard (614.1a)."""
    res = g.layers()
    own = rules_in(res, oid, "replace_zone_change") if oid in res.chars else []
    found = own + graveyard_exiles(g, res, oid)
    return any(d and d[0] in ("any", "stack") and d[1] == "graveyard" for _e, d in found)


def put_countered_spell(g: Game, oid: int, where: str, chooser: int) -> None:
    """The countered spell `oid` goes to `where` (`DESTINATIONS`) instead of its owner's
    graveyard; `chooser` is the countering spell's controller ("your choice")."""
    owner = g.obj(oid).owner
    if _graveyard_replaced(g, oid):
        # 616.1: the owner chooses which replacement effect applies first.
        first = g.decide(Decision(
            "replacement", "choose the replacement effect to apply first", owner,
            [(f"the countering spell: {where.replace('_', ' ')} instead", "rider"),
             ("another replacement effect", "other")], key="replacement"))
        if first == "other":
            leave_stack(g, oid, "graveyard")
            return
    if where == "hand":
        leave_stack(g, oid, "hand")
        return
    if where == "top_or_bottom":
        where = g.decide(Decision("top_or_bottom", f"put {g.quick_name(oid)} on the top or "
                                  "bottom of its owner's library", chooser,
                                  [("top", "top"), ("bottom", "bottom")], key="position"))
    new = leave_stack(g, oid, "library")
    if new is None or new.zone != "library":
        return  # a copy ceases to exist (707.10a); flashback exiles it (702.34a)
    library = g.state.zone_list("library", owner)
    library.remove(new.id)
    if where == "top":
        library.insert(0, new.id)  # 401.4
    else:
        library.append(new.id)
    g.state.touch()
