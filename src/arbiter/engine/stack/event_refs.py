"""References to a trigger's event a resolving ability makes (603.2, 603.10a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


def event_controller(r: Resolution) -> list[Any]:
    """"its controller" of the object the trigger's event happened to: its controller now
    if it is still a permanent or spell; as it last existed there if it has left (603.10a,
    608.2h: "Whenever a creature an opponent controls dies, its controller loses 2 life");
    otherwise its owner (108.4a: a card in another zone has no controller)."""
    return _controller_of(r, r.item.choices.get("event_obj"))


def event_source_controller(r: Resolution) -> list[Any]:
    """"that source's controller" after "Whenever a source deals damage to ~" (120.3e: the
    event's source, in its `extra`): its controller now, or as it last existed if it has
    left the battlefield or the stack (603.10a, 608.2h)."""
    oid = r.item.choices.get("event_extra")
    return _controller_of(r, oid if isinstance(oid, int) else None)


def _controller_of(r: Resolution, oid: int | None) -> list[Any]:
    g = r.game
    if oid is None or oid not in g.state.objects:
        return []
    obj = g.obj(oid)
    if obj.zone in ("battlefield", "stack"):
        return [("player", g.controller_of(oid))]
    if oid in g.lki:
        return [("player", g.lki[oid].controller)]
    return [("player", obj.owner)]


def attached_controller(r: Resolution) -> list[Any]:
    """303.4 / 301.5: "enchanted permanent's controller": the controller of the permanent the
    source is attached to now, or, if the source has left the battlefield, of what it was
    last attached to, as that permanent last existed (608.2h). Found once per resolution:
    "then that player loses 1 life" is the same player after the permanent was sacrificed."""
    if "attached_controller" in r.chosen:
        return list(r.chosen["attached_controller"])
    g = r.game
    src = g.obj(r.item.source)
    host = src.attached_to if src.zone == "battlefield" else src.choices.get(
        "last_attached_to")
    out: list[Any] = []
    if host is not None and g.obj(host).zone == "battlefield":
        out = [("player", g.controller_of(host))]
    elif host is not None and host in g.lki:
        out = [("player", g.lki[host].controller)]
    r.chosen["attached_controller"] = tuple(out)
    return out


def other_opponents(r: Resolution) -> list[Any]:
    """102.2, 603.2: "each other opponent": the opponents of the ability's controller other
    than the player the trigger's event names ("Whenever ~ deals combat damage to an
    opponent, it deals that much damage to each other opponent"), in APNAP order."""
    that = r.item.choices.get("event_player")
    mine = set(r.game.opponents(r.item.controller))
    return [("player", p) for p in r.game.apnap() if p in mine and p != that]


def player_refs(r: Resolution, ref: Any) -> list[Any]:
    """Players an instruction names: "its controller" of the event's object (603.10a), the
    player the source enchants (303.4b, as it last existed if the source left, 608.2h),
    the opponents other than the event's player, and every player chosen as a target from
    a slot on (115.1)."""
    if ref.kind == "other_opponents":
        return other_opponents(r)
    if ref.kind == "event_controller":
        return event_controller(r)
    if ref.kind == "event_source_controller":
        return event_source_controller(r)
    if ref.kind == "attached_controller":
        return attached_controller(r)
    if ref.kind == "enchanted_player":
        from arbiter.engine.keywords.enchant_player import enchanted_player

        p = enchanted_player(r.game, r.item.source)
        return [] if p is None else [("player", p)]
    from arbiter.engine.keywords.enchant_player import player_of

    out = []
    for t in r.item.targets[ref.index:]:
        p = player_of(t)
        if t is not None and p is not None:
            out.append(("player", p))
    return out
