"""Selectors about the symbols of an object's mana cost (202.1, 107.3): "a spell with {X} in
its mana cost"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class HasXInManaCost(Selector):
    """107.3, 202.1: the object's mana cost (as the layers give it: a split spell's is the
    half cast, 709.3b) holds an {X} symbol. An object with no mana cost has none (202.1b);
    {X} in an activation or additional cost isn't in the mana cost."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        cost = view.chars[oid].mana_cost
        return cost is not None and "X" in cost.variables

    def reads(self) -> frozenset[str]:
        return frozenset({"mana_cost"})


__all__ = ["HasXInManaCost"]
