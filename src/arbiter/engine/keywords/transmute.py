"""702.53: transmute. 702.53a: transmute is an activated ability that functions only while
the card with transmute is in a player's hand. "Transmute [cost]" means "[Cost], Discard this
card: Search your library for a card with the same mana value as the discarded card, reveal
that card, and put it into your hand. Then shuffle your library. Activate only as a
sorcery." 702.53b: the ability exists in every zone; it is activated from the hand (113.6j).

"The discarded card" is the card as it last existed in the hand (the ability's source,
113.7a; its last known information is kept as the cost is paid, `engine.casting.from_hand`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.keywords.cycling import mana_cost
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.from_hand import DiscardSelf
from arbiter.rules.instructions import SearchLibrary
from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class SameManaValueAsDiscarded(Selector):
    """702.53a: "a card with the same mana value as the discarded card" (202.3): the
    ability's source, discarded to pay its cost, as it last existed in the hand."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        source = ctx.source
        discarded = view.state.lki.get(source) if source is not None else None
        if discarded is None:
            return False
        return view.chars[oid].mana_value == discarded.mana_value

    def reads(self) -> frozenset[str]:
        return frozenset({"mana_value"})


def transmute_ability(kw: KeywordAbility) -> ActivatedAbility | None:
    """702.53a: the activated ability a transmute keyword stands for; None when its cost
    isn't a mana cost."""
    cost = mana_cost(kw.param)
    if cost is None:
        return None
    # "reveal that card": shown to all; the engine keeps no revealed state.
    return ActivatedAbility(text=kw.text, cost=(*cost, DiscardSelf()),
                            instructions=(SearchLibrary(SameManaValueAsDiscarded(),
                                                        to="hand"),),
                            keyword="transmute", zone="hand", sorcery_speed=True)


__all__ = ["SameManaValueAsDiscarded", "transmute_ability"]
