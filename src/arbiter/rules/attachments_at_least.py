"""301.5 / 303.4: a permanent with some number of Auras or Equipment attached to it, as a
quality judged of the object an Aura or Equipment is attached to (611.3b):

    Equipped creature has double strike as long as two or more Equipment are attached to it.
    As long as another Aura is attached to enchanted creature, it has first strike and
    lifelink.                     ("another": other than the ability's source, 109.1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class AttachmentsAtLeast(Selector):
    """At least `n` permanents with the subtype `subtype` (Aura, Equipment) are attached to
    the object; with `other`, the ability's source isn't counted."""

    subtype: str
    n: int
    other: bool = False

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        count = 0
        for other, obj in view.state.objects.items():
            if obj.zone != "battlefield" or obj.attached_to != oid or other not in view.chars:
                continue
            if self.other and other == ctx.source:
                continue
            if view.chars[other].has_subtype(self.subtype):
                count += 1
        return count >= self.n

    def reads(self) -> frozenset[str]:
        return frozenset({"subtypes", "zone"})


__all__ = ["AttachmentsAtLeast"]
