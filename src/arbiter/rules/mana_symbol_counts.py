"""Counting the mana symbols of one color in mana costs (the chroma ability word's counts,
207.2c: the word itself has no rules meaning):

    Each creature you control gets +1/+1 for each white mana symbol in its mana cost.
    ~'s power and toughness are each equal to the number of green mana symbols in the mana
        costs of permanents you control.

A mana symbol is that color when it is one of the symbol's colors (202.2a; 107.4e, 202.2d:
a hybrid or Phyrexian symbol of that color counts, once). The mana cost is the object's as
it is now (202.1, after copy effects, 613.2); an object with no mana cost has no symbols.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.cards.mana import ManaCost
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.vocab import Color


def symbols_of(cost: ManaCost | None, color: Color) -> int:
    """202.2a, 107.4e: how many of the cost's mana symbols are `color`."""
    if cost is None:
        return 0
    return sum(1 for s in cost.symbols if color in s.colors)


@dataclass(frozen=True)
class ManaSymbolsOf(Value):
    """"for each white mana symbol in its mana cost": the affected object's own."""

    color: Color

    def reads(self) -> frozenset[str]:
        return frozenset({"mana_cost"})

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return symbols_of(view.chars[oid].mana_cost, self.color)

    def __str__(self) -> str:
        return f"the number of {self.color.value} mana symbols in its mana cost"


@dataclass(frozen=True)
class ManaSymbolsAmong(Value):
    """"the number of green mana symbols in the mana costs of <objects>", counted now."""

    color: Color
    selector: Selector
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"zone", "mana_cost"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        zones = self.selector.zones()
        return sum(symbols_of(view.chars[other].mana_cost, self.color)
                   for other, obj in view.state.objects.items()
                   if obj.zone in zones and other in view.chars
                   and self.selector.matches(view, other, ctx))

    def __str__(self) -> str:
        return f"the number of {self.color.value} mana symbols among mana costs"


__all__ = ["ManaSymbolsAmong", "ManaSymbolsOf", "symbols_of"]
