"""400.7: "another target artifact card from your graveyard" in an ability of an object that
has left the battlefield (Myr Retriever: "When this creature dies, return another target
artifact card from your graveyard to your hand").

The card in the graveyard is a new object (400.7), but "another" still means a card other
than the one this object was or became: Myr Retriever's ability can't return Myr Retriever
itself (its rulings). The source's successive objects are followed through the game's
zone-change events (the old object's move records the new object it became)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


def source_and_its_new_objects(view: LayerView, source: int | None) -> set[int]:
    """The source and each new object it became by moving from zone to zone (400.7)."""
    if source is None:
        return set()
    found = {source}
    current = source
    for ev in view.state.events:
        if getattr(ev, "kind", None) == "zone_change" and ev.obj == current \
                and ev.new_id is not None:
            current = ev.new_id
            found.add(current)
    return found


@dataclass(frozen=True)
class IsSourceOrItsCard(Selector):
    """The source, or the new object it became after leaving its zone (400.7): what
    "another" excludes in the ability of an object that changed zones."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return oid in source_and_its_new_objects(view, ctx.source)
