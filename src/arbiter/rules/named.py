"""Objects with a given name: "creatures named Relentless Rats", "a land you control named
Wastes", "target permanent not named Detention Sphere".

201.2: an object's name is a characteristic, so the layer system's current name is compared
(a face-down permanent has no name, 708.2a; a copy has the copied name, 707.2). The name in
the text is a fixed string: 201.5 (text naming the object it's on means just that object)
covers "~", not "named ~", which is any object with that name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.chosen_names import has_name
from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class HasName(Selector):
    """201.2: the object's current name is `name`."""

    name: str

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return has_name(view, oid, self.name)

    def reads(self) -> frozenset[str]:
        return frozenset({"name"})


__all__ = ["HasName"]
