"""404.2: a graveyard's order matters: "At the beginning of your upkeep, if this card is in your
graveyard with three or more creature cards above it, you may put this card onto the
battlefield." (Nether Shadow).

Cards are put on top of a graveyard (404.2: each graveyard is kept in a single face-up pile);
the engine keeps each graveyard bottom first, so the cards above a card are those after it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class SourceInGraveyardWithCardsAbove(Condition):
    """"~ is in your graveyard with N or more <cards> above it": the source is in its owner's
    graveyard and at least `n` cards matching `selector` lie above it there."""

    n: int = 1
    selector: Selector | None = None

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None or src not in view.state.objects:
            return False
        obj = view.state.objects[src]
        if obj.zone != "graveyard":
            return False
        pile = view.state.zone_list("graveyard", obj.owner)
        above = pile[pile.index(src) + 1:] if src in pile else []
        return sum(1 for o in above if self.selector is None or (
            o in view.chars and self.selector.matches(view, o, ctx))) >= self.n


__all__ = ["SourceInGraveyardWithCardsAbove"]
