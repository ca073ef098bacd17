"""Numbers and descriptions about the cards in the zones of an object's controller (108.4,
402.1, 404.1): "for each card in its controller's hand" (Righteous Authority), "as long as
its controller has seven or more cards in their graveyard" (So Tiny). The cards are counted
in the zone itself (a hand or graveyard holds only its owner's cards, 400.3), for the
controller of the affected object as the layer system has it so far (layer 2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


def _cards_in(view: LayerView, oid: int, zone: str) -> int:
    controller = view.chars[oid].controller if oid in view.chars else None
    if controller is None:
        return 0
    return len(view.state.order.get((controller, zone), []))


@dataclass(frozen=True)
class CardsInControllersZone(Value):
    """"for each card in its controller's hand": the cards in the affected object's
    controller's `zone`."""

    zone: str
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return _cards_in(view, oid, self.zone)

    def reads(self) -> frozenset[str]:
        return frozenset({"controller"})


@dataclass(frozen=True)
class ControllersZoneAtLeast(Selector):
    """"its controller has N or more cards in their graveyard": the object's controller has
    at least `n` cards in their `zone`."""

    zone: str
    n: int
    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return _cards_in(view, oid, self.zone) >= self.n

    def reads(self) -> frozenset[str]:
        return frozenset({"controller"})


__all__ = ["CardsInControllersZone", "ControllersZoneAtLeast"]
