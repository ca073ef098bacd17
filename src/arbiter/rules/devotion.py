"""700.5: devotion to two colors ("your devotion to white and black"): the number of mana
symbols among the mana costs of permanents the player controls that are either color or both
(a hybrid symbol of both counts once). Devotion to one color is `rules.values.Devotion`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import Value

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
        n = 0
        for other, obj in view.state.objects.items():
            if obj.zone != "battlefield" or other not in view.chars:
                continue
            ch = view.chars[other]
            if view.controller(other) != ctx.controller or ch.mana_cost is None:
                continue
            n += sum(1 for s in ch.mana_cost.symbols if self.colors & set(s.colors))
        return n


__all__ = ["DevotionToColors"]
