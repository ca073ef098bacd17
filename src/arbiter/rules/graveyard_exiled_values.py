"""406.3, 608.2c: "for each <card> exiled this way" / "the number of <cards> exiled this way"
after the same spell or ability exiled cards from a graveyard ("Exile target player's
graveyard. Put a +1/+1 counter on this creature for each creature card exiled this way.",
Malanthrope; "Exile all creature cards from target player's graveyard. You gain 3 life for
each card exiled this way.", Crypt Incursion): how many of the cards the resolution moved from
a graveyard to exile match the description, judged where they are now (in exile; 400.7).

Counted by the interpreter as the instruction is carried out (`at_resolution`), from the zone
changes since the spell or ability began to resolve (`Resolution.first_event`). A card a
replacement effect put elsewhere wasn't exiled (614.6)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.milled_values import moved_this_way
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class ExiledFromGraveyardThisWay(Value):
    """The number of cards exiled from a graveyard this way that `selector` matches (None:
    every one)."""

    selector: Selector | None = None
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("ExiledFromGraveyardThisWay is counted as the effect resolves")

    def at_resolution(self, r: Any) -> int:
        return moved_this_way(r, "graveyard", "exile", self.selector)

    def __str__(self) -> str:
        return "the number of cards exiled this way"


__all__ = ["ExiledFromGraveyardThisWay"]
