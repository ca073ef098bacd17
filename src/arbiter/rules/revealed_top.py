"""608.2c, 701.20a: "for each nonland card revealed this way" after "each player reveals the
top card of their library" in the same ability (parley: Selvala's Charge, Cutthroat
Negotiator): how many of the cards revealed as the ability resolved are of that kind
(`engine.zones.each_reveals_top`). Counted by the interpreter (`at_resolution`), the cards
looked at where they are, still on top of their libraries (701.20b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView

#: Where the resolution keeps the cards revealed.
REVEALED_TOP = "revealed_tops"


@dataclass(frozen=True)
class RevealedTopCount(Value):
    """The number of cards revealed this way matching `selector`."""

    selector: Selector | None = None
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("RevealedTopCount is counted as the ability resolves")

    def at_resolution(self, r: Any) -> int:
        from arbiter.errors import UnsupportedTextError
        from arbiter.rules.view import LayerView, context_for

        cards = r.chosen.get(REVEALED_TOP)
        if cards is None:
            raise UnsupportedTextError(r.item.source_name, "cards revealed this way (nothing "
                                       "was revealed before)")
        if self.selector is None:
            return len(cards)
        g = r.game
        # library cards have characteristics too (the whole game's layer result)
        view = LayerView(g.state, {**g.lki, **g.all_layers().chars})
        ctx = context_for(view, r.item.source, r.item.controller)
        return sum(1 for o in cards if o in view.chars and self.selector.matches(view, o, ctx))

    def __str__(self) -> str:
        return "the number of cards revealed this way"


__all__ = ["REVEALED_TOP", "RevealedTopCount"]
