"""702.72 champion: two linked triggered abilities (607.2k), built from the CR's definition
and run by the 603 machinery.

702.72a: "Champion an [object]" means "When this permanent enters, sacrifice it unless you
exile another [object] you control" and "When this permanent leaves the battlefield, return
the exiled card to the battlefield under its owner's control." 702.72b: the two are linked:
the second returns only the card the first exiled (kept on the permanent, `GameObject.linked`,
as it is exiled; 400.7: a card that has left exile since is a new object, not returned).
702.72c: that card is "championed".

As the first resolves, its controller chooses another [object] they control to exile
(decision key "champion"), or none, and then sacrifices the permanent (701.21a; if it has
already left the battlefield there is nothing to sacrifice, yet a card may still be exiled).
The [object] read: "a creature", or "a"/"an" and one or more subtypes joined by "or" ("a
Goblin or Shaman": a permanent with either subtype); anything else stays unread.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.cards.subtypes import CREATURE_TYPES
from arbiter.engine.decisions import Decision
from arbiter.engine.replacement.entering import enter
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import Ability, KeywordAbility, TriggeredAbility
from arbiter.rules.instructions import Instruction
from arbiter.rules.selectors import IsSubtype, IsType, Or, Selector
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

_OBJECT = re.compile(r"an? (?P<what>[A-Za-z' -]+)")


def champion_quality(kw: KeywordAbility) -> tuple[Selector, str] | None:
    """The [object] of "Champion an [object]": a selector and its words; None if unread."""
    m = _OBJECT.fullmatch((kw.param or "").strip())
    if m is None:
        return None
    words = m.group("what")
    if words == "creature":
        return IsType("Creature"), words
    kinds = words.split(" or ")
    if not all(k in CREATURE_TYPES for k in kinds):
        return None
    parts = tuple(IsSubtype(k) for k in kinds)
    return (parts[0] if len(parts) == 1 else Or(parts)), words


@dataclass(frozen=True)
class ChampionExile(Instruction):
    """702.72a: "sacrifice it unless you exile another [object] you control"."""

    selector: Selector | None = None
    words: str = ""


@dataclass(frozen=True)
class ReturnChampioned(Instruction):
    """702.72a: "return the exiled card to the battlefield under its owner's control"."""


@cache
def champion_abilities(kw: KeywordAbility) -> tuple[Ability, ...]:
    """702.72a: the two triggered abilities of "Champion an [object]" (none if unread)."""
    found = champion_quality(kw)
    if found is None:
        return ()
    selector, words = found
    return (
        TriggeredAbility(
            text=f"When this permanent enters, sacrifice it unless you exile another {words} "
                 "you control.",
            trigger=Trigger("enters", "self"),
            instructions=(ChampionExile(selector=selector, words=words),)),
        TriggeredAbility(
            text="When this permanent leaves the battlefield, return the exiled card to the "
                 "battlefield under its owner's control.",
            trigger=Trigger("leaves", "self"),
            instructions=(ReturnChampioned(),)),
    )


def do_champion_exile(r: Resolution, step: ChampionExile) -> None:
    """702.72a: exile another [object] the controller controls, or sacrifice the permanent."""
    g, source, player = r.game, r.item.source, r.item.controller
    view = LayerView(g.state, g.layers().chars)
    ctx = context_for(view, source, player)
    options = [o for o in g.state.battlefield() if o != source
               and view.chars[o].controller == player
               and step.selector is not None and step.selector.matches(view, o, ctx)]
    labels: list[tuple[str, int | None]] = [(f"exile {g.name_of(o)}#{o}", o) for o in options]
    here = g.obj(source).zone == "battlefield"
    pick = g.decide(Decision(
        "champion", f"{g.name_of(source)}: exile another {step.words} you control, or "
        "sacrifice it (702.72a)", player,
        [("sacrifice it" if here else "exile nothing", None), *labels], key="champion"))
    if pick is None:
        if here and g.controller_of(source) == player:
            g.sacrifice(source)  # 701.21a: only a permanent they control
        return
    if pick not in options:
        from arbiter.errors import IllegalActionError

        raise IllegalActionError(f"{g.name_of(pick)} can't be championed (702.72a)")
    new = g.move(pick, "exile")
    if new is not None and new.zone == "exile":
        g.obj(source).linked.append(new.id)  # 702.72b, 607.2k
        g.log(f"{g.name_of(source)} champions {g.quick_name(new.id)}")


def do_return_championed(r: Resolution, step: ReturnChampioned) -> None:
    """702.72a-b: the card its champion ability exiled, if still in exile (400.7), returns
    under its owner's control."""
    g = r.game
    for oid in list(g.obj(r.item.source).linked):
        obj = g.state.objects.get(oid)
        if obj is None or obj.zone != "exile":
            continue
        new = g.move(oid, "battlefield", controller=obj.owner)
        if new is not None and new.zone == "battlefield":
            enter(g, new)


__all__ = ["ChampionExile", "ReturnChampioned", "champion_abilities", "champion_quality",
           "do_champion_exile", "do_return_championed"]
