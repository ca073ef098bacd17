"""613.1f: a keyword given to cards with its cost "equal to its mana cost" (Varolz, the
Scar-Striped; Wire Surgeons):

    Each creature card in your graveyard has scavenge. The scavenge cost is equal to its
        mana cost.
    Each artifact creature card in your graveyard has encore. Its encore cost is equal to
        its mana cost.

A layer 6 part adding to each affected card the keyword with the card's own mana cost as
its cost, as that mana cost is then (202.1; after copy effects, 613.2): "Scavenge {1}{B}{G}"
for a {1}{B}{G} card, an activated ability of the card in its graveyard (702.97a, 702.141a,
702.84a, 702.128a). A card with no mana cost gets the keyword with no cost it could be
activated for (118.6: an unpayable cost); one whose mana cost has {X} (107.3) gets an
unsupported activated ability naming the text: announcing X for it isn't carried out, and
the game stops if it is activated (principle 5).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.rules.abilities import KeywordAbility, UnsupportedAbility
from arbiter.rules.characteristics import AbilityInstance
from arbiter.rules.parts import Part

if TYPE_CHECKING:
    from typing import Any

    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class AddKeywordAtManaCost(Part):
    """613.1f: "has <keyword>. The <keyword> cost is equal to its mana cost."."""

    writes: ClassVar[frozenset[str]] = frozenset({"abilities"})

    layer: ClassVar[str] = "6"
    keyword: str = ""

    def reads(self) -> frozenset[str]:
        return frozenset({"mana_cost"})

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        if self.keyword in ch.cant_have:
            return
        word = self.keyword[:1].upper() + self.keyword[1:]
        cost = ch.mana_cost
        ability: Any
        if cost is None:  # 118.6: no cost it could be activated for
            ability = KeywordAbility(text=word, keyword=self.keyword, param=None)
        elif cost.variables:  # 107.3: X announced as the ability is activated
            ability = UnsupportedAbility(text=f"{word} {cost} (X in the card's mana cost)",
                                         kind="activated", zones=frozenset(),
                                         activated_from=frozenset({"graveyard"}))
        else:
            ability = KeywordAbility(text=f"{word} {cost}", keyword=self.keyword,
                                     param=str(cost))
        # 613.7a: the granted ability takes the granting effect's timestamp.
        ch.abilities = ch.abilities + [AbilityInstance(
            ("granted", ctx.effect.key, 0, ctx.effect.timestamp), ability)]

    def describe(self, params: Any) -> str:
        return f"gains {self.keyword} (its mana cost)"


__all__ = ["AddKeywordAtManaCost"]
