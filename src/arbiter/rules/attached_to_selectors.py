"""301.5, 303.4, 301.6: "target Aura attached to a creature" (Devout Harpist), "target Aura
attached to a creature you control" (Miracle Worker), "target Aura attached to a land"
(Pyramids): an object attached to a permanent the phrase describes, judged as the object is
(an Aura attached to nothing, or to a player, is attached to no permanent)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class AttachedToMatching(Selector):
    """The object is attached to a permanent on the battlefield matching `host`."""

    host: Selector
    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        to = view.state.objects[oid].attached_to
        if not isinstance(to, int) or to not in view.state.objects:
            return False
        obj = view.state.objects[to]
        return obj.zone == "battlefield" and to in view.chars and \
            self.host.matches(view, to, ctx)

    def reads(self) -> frozenset[str]:
        return self.host.reads()


__all__ = ["AttachedToMatching"]
