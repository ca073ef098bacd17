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
    g = r.game
    oid = r.item.choices.get("event_obj")
    if oid is None or oid not in g.state.objects:
        return []
    obj = g.obj(oid)
    if obj.zone in ("battlefield", "stack"):
        return [("player", g.controller_of(oid))]
    if oid in g.lki:
        return [("player", g.lki[oid].controller)]
    return [("player", obj.owner)]


def player_refs(r: Resolution, ref: Any) -> list[Any]:
    """Players an instruction names: "its controller" of the event's object (603.10a), the
    player the source enchants (303.4b, as it last existed if the source left, 608.2h), and
    every player chosen as a target from a slot on (115.1)."""
    if ref.kind == "event_controller":
        return event_controller(r)
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
