""""That player" after a trigger condition about an object an opponent controls (603.2):

    Whenever a creature an opponent controls dies, that player loses 2 life.  (Massacre Wurm)
    Whenever an artifact an opponent controls is put into a graveyard from the battlefield,
    ~ deals 2 damage to that player.                                    (Sardian Avenger)

The only player the trigger condition names is "an opponent", the one who controls the
event's object: its controller, as it last existed if it has left the battlefield (603.10a,
608.2h; `engine.stack.event_refs.event_controller`)."""

from __future__ import annotations

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s
from arbiter.rules.instructions.references import Ref

#: Events whose object the trigger's phrase describes, and who controls it then.
_OBJECT_EVENTS = frozenset({"dies", "enters", "leaves", "attacks", "blocks",
                            "put_into_graveyard_from_battlefield", "becomes_tapped"})


def opponents_object_player(trigger: Trigger) -> Ref | None:
    """"That player" of `trigger` when its phrase names an object an opponent controls."""
    if trigger.subject != "any" or trigger.event not in _OBJECT_EVENTS or trigger.any_of \
            or trigger.batch:
        return None
    sel = trigger.selector
    parts = sel.parts if isinstance(sel, s.And) else (sel,)
    if any(isinstance(p, s.ControlledByOpponent) for p in parts):
        return Ref("event_controller")
    return None


__all__ = ["opponents_object_player"]
