"""Landwalk as a quality of a creature (702.14): "creatures with islandwalk" are creatures with
a landwalk ability of that land type (the keyword is stored as "landwalk" with the land
type as its parameter, `rules.keywords`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class HasLandwalk(Selector):
    """702.14a: the object has <land>walk (`land` None: any landwalk ability)."""

    land: str | None = None

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return any(self.land is None or getattr(a, "param", None) == self.land
                   for a in view.chars[oid].keyword_abilities("landwalk"))

    def reads(self) -> frozenset[str]:
        return frozenset({"abilities"})


__all__ = ["HasLandwalk"]
