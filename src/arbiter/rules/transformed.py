"""701.27g: "transformed permanent": "a double-faced permanent on the battlefield with its
back face up. A permanent with its front face up is never considered a transformed
permanent, even if it had its back face up previously. Similarly, an object represented by
more than one card, such as a melded or merged permanent, is never considered a transformed
permanent, even if it has components that are back face up."

`IsTransformed` is the adjective "transformed" of object phrases ("for each transformed
permanent you control", "as long as you control a transformed permanent"): the face up is a
status (712.8d-e), not a characteristic the layer system changes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.flip_cards import FLIPPED
from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class IsTransformed(Selector):
    """701.27g: on the battlefield with its back face up, one card (not melded, not merged,
    not face down: 712.15a; a flipped flip card isn't double-faced, 710)."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        obj = view.state.objects[oid]
        return (obj.zone == "battlefield" and obj.face == 1 and not obj.merged
                and obj.melded is None and obj.face_down is None
                and not obj.choices.get(FLIPPED))


__all__ = ["IsTransformed"]
