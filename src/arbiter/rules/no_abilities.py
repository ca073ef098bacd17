""""creatures with no abilities" (113.1, 113.2): objects that have no abilities at all — no
keyword, static, triggered, activated or mana ability, read or not — as they are now (after
the layer system: a creature that lost all its abilities has none, 613.1f; a face-down
creature has none, 708.2a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class HasNoAbilities(Selector):
    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return not view.chars[oid].abilities

    def reads(self) -> frozenset[str]:
        return frozenset({"abilities"})


__all__ = ["HasNoAbilities"]
