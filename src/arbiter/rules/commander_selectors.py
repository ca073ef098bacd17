"""903.3: "commander creatures": creatures that are a player's commander (the designation is
an attribute of the card, kept as it changes zones; a copy of a commander isn't one)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class IsCommander(Selector):  # local: reads only the object
    """903.3: the object is a card designated as its owner's commander."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return view.state.objects[oid].commander is not None


__all__ = ["IsCommander"]
