"""201.2, 201.2a: "three or more lands with the same name" (Endless Atlas, Sceptre of Eternal
Glory): the largest number of objects of a kind that have a name in common, counted now.
An object with no name (a face-down permanent, 708.2a) has the same name as no other; a split
card's names are each its names (709.4a, `rules.split_cards`)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.different_names import names_of
from arbiter.rules.selectors import Selector
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class MostWithSameName(Value):
    """The most objects `selector` describes that share one name."""

    selector: Selector
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"zone", "name"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        zones = self.selector.zones()
        names: Counter[str] = Counter()
        for other, obj in view.state.objects.items():
            ch = view.chars.get(other)
            if obj.zone in zones and ch is not None and ch.name and \
                    self.selector.matches(view, other, ctx):
                names.update(set(names_of(ch.name)))
        return max(names.values(), default=0)

    def __str__(self) -> str:
        return "the most of them with the same name"


__all__ = ["MostWithSameName"]
