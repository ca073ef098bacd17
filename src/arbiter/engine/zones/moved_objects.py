"""400.7 / 400.7j: finding an object an effect moved.

400.7: an object that moves from one zone to another becomes a new object. 400.7j: if an
effect causes an object to move to a public zone, other parts of that effect can find that
object ("Return target creature card from your graveyard to the battlefield. It gains
haste": "it" is the permanent, not the card that was in the graveyard). An object moved to
a hidden zone (a hand, a library) can't be found.

As a spell or ability resolves, each zone change of its instructions is recorded (old
object -> new object, followed through several moves: "Exile it, then return it to the
battlefield"). `Ref.new_of(ref)` names the new objects of the objects `ref` names; an
object that wasn't moved by the effect, went to a hidden zone, or has left the zone it was
put into since, is found nowhere (it is a new object again, 400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: The instructions that move the objects their `what` names.
_MOVING = frozenset({"Exile", "ExileUntilLeaves", "ReturnToBattlefield", "ReturnToHand",
                     "PutInLibrary", "ShuffleInto", "Destroy", "Sacrifice"})
#: 400.2: the public zones.
PUBLIC = frozenset({"battlefield", "graveyard", "exile", "stack", "command"})


def record(r: Resolution, start: int) -> None:
    """Record the zone changes emitted since event index `start` (one instruction)."""
    for ev in r.game.events[start:]:
        if ev.kind != "zone_change":
            continue
        new = ev.new_id if getattr(ev, "to_zone", None) in PUBLIC else None
        for old, now in list(r.moved.items()):
            if now == ev.obj:
                r.moved[old] = new
        r.moved[ev.obj] = new


def new_objects(r: Resolution, ref: Ref) -> list[Any]:
    """The objects `Ref.new_of(base)` names now."""
    base = Ref(ref.kind[len("new_"):], ref.index, ref.span)
    found = []
    for oid in r.ref(base):
        if not isinstance(oid, int) or isinstance(oid, bool):
            continue
        new = r.moved.get(oid) if oid in r.moved else \
            (_where_it_went(r, oid) if base.kind in ("this", "event") else None)
        if new is not None and base.kind in ("this", "event") and new in r.moved:
            new = r.moved[new]  # 400.7j: then moved by this effect ("return it ... It's ...")
        if new is not None and not r.game.obj(new).zone.startswith("left:"):
            from arbiter.engine.keyword_actions.meld import found_again

            found_again(r.game, new)  # 712.21c: it finds both cards a melded permanent became
            found.append(new)
    return found


def _where_it_went(r: Resolution, oid: int) -> int | None:
    """400.7e: a triggered ability that triggered on an object (its source, or the event's
    object) moving from one zone to another finds the new object it became in the zone it
    moved to, if public."""
    for ev in r.game.events:
        if ev.kind == "zone_change" and ev.obj == oid:
            return ev.new_id if ev.to_zone in PUBLIC else None
    return None


def snapshot(r: Resolution, step: Any) -> None:
    """608.2h: before an instruction acts on cards in a graveyard or in exile, keep their
    characteristics (a permanent's or a spell's are kept as it leaves, `Game.move`)."""
    what = getattr(step, "what", None)
    if type(step).__name__ not in _MOVING or not isinstance(what, Ref):
        return
    g = r.game
    for oid in r.ref(what):
        obj = g.state.objects.get(oid) if isinstance(oid, int) else None
        if obj is not None and obj.zone in ("graveyard", "exile", "command"):
            r.lki[oid] = g.chars(oid).clone()


def last_known(r: Resolution, oid: int) -> Any:
    """608.2h: the object's characteristics now if it is still where it was, else as it
    last existed (None if unknown)."""
    g = r.game
    if not g.obj(oid).zone.startswith("left:"):
        return g.chars(oid)
    known = r.lki.get(oid)
    return known if known is not None else g.lki.get(oid)
