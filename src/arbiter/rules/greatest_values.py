"""Numbers taken over a group of objects (107.1, 202.3), resolved as the effect applies:

    the greatest mana value among artifacts you control      (Karn, Silver Golem's kin)
    the total mana value of other creatures you control      (Ancient Ooze)
    the number of +1/+1 counters on creatures you control    (Fungal Behemoth, 122.1)

The greatest among no objects is 0; a mana value is never negative (202.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView


def _matching(view: LayerView, selector: Selector, ctx: EffectContext) -> list[int]:
    zones = selector.zones()
    return [oid for oid, obj in view.state.objects.items()
            if obj.zone in zones and oid in view.chars and selector.matches(view, oid, ctx)]


def _mana_value(view: LayerView, oid: int) -> int:
    return int(view.chars[oid].mana_value or 0)


@dataclass(frozen=True)
class GreatestManaValue(Value):
    """202.3: the greatest mana value among the objects matched (0 when there are none)."""

    selector: Selector
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"mana_value", "zone"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return max((_mana_value(view, o) for o in _matching(view, self.selector, ctx)),
                   default=0)

    def __str__(self) -> str:
        return f"the greatest mana value among {self.selector}"


@dataclass(frozen=True)
class TotalManaValue(Value):
    """202.3: the sum of the mana values of the objects matched."""

    selector: Selector
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"mana_value", "zone"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return sum(_mana_value(view, o) for o in _matching(view, self.selector, ctx))

    def __str__(self) -> str:
        return f"the total mana value of {self.selector}"


@dataclass(frozen=True)
class CountersAmong(Value):
    """122.1: how many counters of `kind` are on the objects matched, in all."""

    kind: str
    selector: Selector
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"zone"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return sum(max(0, view.state.objects[o].counters.get(self.kind, 0))
                   for o in _matching(view, self.selector, ctx))

    def __str__(self) -> str:
        return f"the number of {self.kind} counters on {self.selector}"


__all__ = ["CountersAmong", "GreatestManaValue", "TotalManaValue"]
