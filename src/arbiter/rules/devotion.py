"""700.5: devotion to two colors ("your devotion to white and black"): the number of mana
symbols among the mana costs of permanents the player controls that are either color or both
(a hybrid symbol of both counts once). Devotion to one color is `rules.values.Devotion`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import Value, devotion

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.vocab import Color


@dataclass(frozen=True)
class DevotionToColors(Value):
    """700.5: devotion to [color 1] and [color 2] of the effect's controller."""

    colors: frozenset[Color]
    local = False

    def reads(self) -> frozenset[str]:
        return frozenset({"mana_cost", "controller"})

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return devotion(view, ctx, self.colors)


__all__ = ["DevotionToColors"]
