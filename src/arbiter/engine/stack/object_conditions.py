"""608.2c: checking a condition about an object an earlier instruction named ("If it's a
Human, instead ..."): the reference is followed now, as the instruction is carried out."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from arbiter.rules import conditions as C
from arbiter.rules.activation_counts import ActivatedTimesThisTurn
from arbiter.rules.last_known_conditions import ObjectWas
from arbiter.rules.object_conditions import ObjectIs
from arbiter.rules.resolution_counts import ResolvedTimesThisTurn
from arbiter.rules.values import Const
from arbiter.rules.x_conditions import AnnouncedXIs

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


def with_objects(r: Resolution, cond: C.Condition) -> C.Condition:
    """The condition with the objects of each `ObjectIs` reference filled in, and each
    `ObjectWas` object's last known information (608.2h)."""
    if isinstance(cond, ObjectIs):
        return dataclasses.replace(cond, objects=tuple(r.ref(cond.what)))
    if isinstance(cond, ObjectWas):
        from arbiter.engine.zones.moved_objects import last_known

        known = [(o, last_known(r, o)) for o in r.ref(cond.what) if isinstance(o, int)
                 and not (cond.moved and not r.game.obj(o).zone.startswith("left:"))]
        return dataclasses.replace(cond, known=tuple((o, k) for o, k in known
                                                     if k is not None))
    if isinstance(cond, ActivatedTimesThisTurn):
        # 602.5b: this ability's activations this turn (the resolving one included)
        key = (r.item.source, getattr(r.item.ability, "text", ""))
        return dataclasses.replace(cond, count=r.game.state.activations.get(key, 0))
    if isinstance(cond, ResolvedTimesThisTurn):
        # 608.2c: this ability's resolutions this turn (the resolving one included)
        key = (r.item.source, getattr(r.item.ability, "text", ""))
        return dataclasses.replace(cond, count=r.game.state.resolutions.get(key, 0))
    if isinstance(cond, AnnouncedXIs):
        # 107.3a, 107.3m: the X announced for the resolving item (0 if none, 107.3b)
        return dataclasses.replace(cond, x=int(r.chosen.get("x") or 0))
    if isinstance(cond, C.Compare) and (getattr(cond.value, "of_event_object", False)
                                        or hasattr(cond.value, "at_resolution")):
        # 603.2, 608.2h: a number about the event's object ("the mana spent to cast that
        # spell"), counted for that object; or one counted as the effect resolves (706.2:
        # "if the result is 3 or less")
        return dataclasses.replace(cond, value=Const(r.number(cond.value)))
    if isinstance(cond, C.Not):
        return C.Not(with_objects(r, cond.inner))
    return cond
