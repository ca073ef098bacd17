"""607.2a-b, 614.14: cards "exiled with ~". An object's ability that exiles cards (an
activated or triggered ability's instruction, or a replacement effect of a static ability)
and another of its abilities that refers to cards "exiled with [this object]" are linked: the
second sees only the cards in the exile zone that the first put there. The engine records
those on the source (`GameObject.linked`, `engine.stack.resolve` and `Game.move`); a card
that left exile is a new object (400.7) and no longer one of them.

    the number of creature cards exiled with ~       (Creeping Inn)
    put all creature cards exiled with ~ onto the battlefield   (Gisa, Glorious Resurrector)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class ExiledWithSource(Selector):
    """607.2a: a card in exile that the source's linked ability exiled."""

    local = False

    def reads(self) -> frozenset[str]:
        return frozenset({"zone"})

    def zones(self) -> frozenset[str]:
        return frozenset({"exile"})

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None or src not in view.state.objects or oid not in view.state.objects:
            return False
        return view.state.objects[oid].zone == "exile" and \
            oid in view.state.objects[src].linked
