"""700.9: modified permanents. "A permanent is modified if it has one or more counters on it
(see rule 122), if it is equipped (see rule 301.5), or if it is enchanted by an Aura that is
controlled by that permanent's controller (see rule 303.4)."

`IsModified` is the adjective "modified" of object phrases ("modified creatures you control",
"This creature has flying as long as it's modified"), judged on the partial result of the
layer system: the attached objects' subtypes (Equipment, Aura) and controllers as they are.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class IsModified(Selector):
    """700.9: counters on it, an Equipment attached, or an Aura its controller controls."""

    local = False

    def reads(self) -> frozenset[str]:
        return frozenset({"subtypes", "controller"})

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        obj = view.state.objects[oid]
        if obj.zone == "battlefield":
            attached = [o for o in view.state.order.get("battlefield", [])
                        if view.state.objects[o].attached_to == oid]
        elif obj.zone == "left:battlefield" and oid in view.chars:
            # 603.10a: a permanent that has left, as it last existed (its counters stay on the
            # old object; what was attached to it is recorded by `Game.move`)
            attached = list(obj.choices.get("attached_as_it_left", ()))
        else:
            return False  # 700.9: a permanent
        if any(n > 0 for n in obj.counters.values()):
            return True  # 122
        controller = view.chars[oid].controller if oid in view.chars else obj.controller
        for other in attached:
            ch = view.chars.get(other) or view.state.lki.get(other)  # 608.2h
            if ch is None:
                continue
            if "Equipment" in ch.subtypes:
                return True  # 301.5: equipped
            if "Aura" in ch.subtypes and ch.controller == controller:
                return True  # 303.4: enchanted by an Aura its controller controls
        return False


__all__ = ["IsModified"]
