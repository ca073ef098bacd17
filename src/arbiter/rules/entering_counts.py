"""Counts for "enters with a +1/+1 counter on it for each ..." (614.1c), taken as the
permanent enters.

614.1c: "[This permanent] enters with ..." is a replacement effect: it modifies how the
permanent enters, so the count is taken before the permanent is on the battlefield. The
engine finishes the entering with the object already in the battlefield zone
(`engine.replacement.entering.enter`), so:

- a count of permanents never counts the entering object itself (it isn't on the
  battlefield yet): Squad Captain's "for each other creature you control" and Gatekeeper
  Gargoyle's "for each Gate you control" alike;
- a count of cards in another zone (Golgari Grave-Troll's "for each creature card in your
  graveyard") would count the card itself when it enters from that zone (the card is still
  there as the replacement applies). The engine doesn't record the zone a permanent came
  from; a permanent that entered from the stack as a resolving spell came from no such zone
  and is counted exactly, any other stops the game naming the text (principle 5).

"for each color of mana spent to cast it" (converge) reads the colors recorded as the spell's
total cost was paid (601.2h), as sunburst does (702.44a-b): none when it wasn't cast.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.errors import UnsupportedTextError
from arbiter.rules.selectors import IsSource, Selector
from arbiter.rules.values import CountOf, Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: 601.2h: where the colors of mana spent on a spell's total cost are recorded on the
#: permanent it becomes (the key `engine.keywords.sunburst.KEY` writes).
MANA_COLORS_SPENT = "mana_colors_spent"


@dataclass(frozen=True)
class EnteringCount(Value):
    """614.1c: "for each <objects>" counted as the permanent enters (see the module)."""

    selector: Selector
    text: str = "enters with counters for each of the cards it counts"
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"zone"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        zones = self.selector.zones()
        if zones - {"battlefield"} and view.state.objects[oid].cast_with is None:
            raise UnsupportedTextError(
                view.chars[oid].name or "", f"{self.text}: it didn't enter from the stack, "
                "and a card entering from the zone it counts counts itself (614.1c)")
        selector = self.selector
        if "battlefield" in zones:
            selector = selector & ~IsSource()  # 614.1c: it isn't on the battlefield yet
        return CountOf(selector).value(view, oid, ctx)

    def __str__(self) -> str:
        return "count as it enters"


@dataclass(frozen=True)
class ColorsOfManaSpent(Value):
    """"for each color of mana spent to cast it" (601.2h): 0 when it wasn't cast or is a
    copy of a spell (707.10: a copy isn't cast)."""

    text: str = "enters with counters for each color of mana spent to cast it"

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        obj = view.state.objects[oid]
        if obj.cast_with is None or obj.spell_copy:
            return 0
        colors = obj.choices.get(MANA_COLORS_SPENT)
        if colors is None:
            raise UnsupportedTextError(
                view.chars[oid].name or "", f"{self.text}: the colors of mana spent to cast "
                "it (it was cast without paying through the engine)")
        return len(colors)

    def __str__(self) -> str:
        return "colors of mana spent to cast it"


__all__ = ["ColorsOfManaSpent", "EnteringCount", "MANA_COLORS_SPENT"]
