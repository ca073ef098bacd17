"""208.1 / 107.3a: "where X is the greatest power among creatures you control", "the
greatest toughness among ...", "the greatest power among creature cards in your graveyard":
the greatest of that characteristic among the objects a phrase names, 0 when there are none
(107.1b). As part of a resolving spell or ability the
number is counted once, as it resolves (608.2h)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class GreatestAmong(Value):
    """The greatest `stat` ("power" or "toughness") among the permanents `selector` names."""

    stat: str
    selector: Selector
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        zones = self.selector.zones()
        # "among creature cards in your graveyard": a card's power there is its printed
        # power as modified by effects that apply in that zone (604.3, 611.3)
        return max((getattr(view.chars[o], self.stat) or 0
                    for o, obj in view.state.objects.items()
                    if obj.zone in zones and o in view.chars
                    and self.selector.matches(view, o, ctx)), default=0)

    def reads(self) -> frozenset[str]:
        return frozenset({self.stat})

    def __str__(self) -> str:
        return f"the greatest {self.stat} among {self.selector}"


__all__ = ["GreatestAmong"]
