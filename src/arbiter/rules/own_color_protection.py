"""702.16a, 702.11d: "protection from its colors" / "hexproof from each of its colors" given
to objects (Earnest Fellowship, Tam, Mindful First-Year): each affected object gets
protection (or hexproof) from each color it has, as its colors are then (layer 5 comes
before layer 6, 613.1e-f); a colorless object gets none.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from arbiter.rules.characteristics import AbilityInstance
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import Part
from arbiter.vocab import COLOR_ORDER

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class FromEachOfItsColors(Part):
    """613.1f: "has protection from its colors" (`keyword` "protection from") or "has
    hexproof from each of its colors" ("hexproof from")."""

    writes: ClassVar[frozenset[str]] = frozenset({"abilities"})

    layer: ClassVar[str] = "6"
    keyword: str = "protection from"

    def reads(self) -> frozenset[str]:
        return frozenset({"colors"})

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        if self.keyword in ch.cant_have:
            return
        word = self.keyword[:1].upper() + self.keyword[1:]
        colors = [c for c in COLOR_ORDER if c in ch.colors]
        # 613.7a: the granted abilities take the granting effect's timestamp.
        ch.abilities = ch.abilities + [
            AbilityInstance(("granted", ctx.effect.key, i, ctx.effect.timestamp),
                            keyword_ability(f"{word} {c.value}"))
            for i, c in enumerate(colors)]

    def describe(self, params: Any) -> str:
        return f"gains {self.keyword} each of its colors"


__all__ = ["FromEachOfItsColors"]
