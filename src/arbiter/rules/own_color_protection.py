"""702.16a, 702.11d: "protection from its colors" / "hexproof from each of its colors" given
to objects (Earnest Fellowship, Tam, Mindful First-Year): each affected object gets
protection (or hexproof) from each color it has, as its colors are then (layer 5 comes
before layer 6, 613.1e-f); a colorless object gets none.

702.16a: "protection from the colors of permanents you control" (Empty-Shrine Kannushi):
protection from each color among the permanents the effect's controller controls, as their
colors and controllers are then (layers 2 and 5 come before layer 6); none when they are all
colorless.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from arbiter.rules.characteristics import AbilityInstance
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import Part
from arbiter.vocab import COLOR_ORDER

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.selectors import Selector
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


def _grant(ch: Characteristics, ctx: EffectContext, keyword: str, colors: list,
           extra: tuple = ()) -> None:
    word = keyword[:1].upper() + keyword[1:]
    # 613.7a: the granted abilities take the granting effect's timestamp.
    ch.abilities = ch.abilities + [
        AbilityInstance(("granted", ctx.effect.key, i, ctx.effect.timestamp),
                        _marked(keyword_ability(f"{word} {c.value}"), extra))
        for i, c in enumerate(colors)]


def _marked(ability: Any, extra: tuple) -> Any:
    """702.16n: the protection keyword carrying "This effect doesn't remove ~." (`extra`)."""
    return dataclasses.replace(ability, extra=ability.extra + extra) if extra else ability


@dataclass(frozen=True)
class FromColorsAmong(Part):
    """613.1f: "has protection from the colors of <permanents>": from each color among the
    permanents `among` matches (for the effect's controller)."""

    writes: ClassVar[frozenset[str]] = frozenset({"abilities"})

    layer: ClassVar[str] = "6"
    among: Selector
    keyword: str = "protection from"
    #: 702.16n: what the protection doesn't remove (`compiler.statics.protection_auras`)
    extra: tuple = ()

    def reads(self) -> frozenset[str]:
        return frozenset({"colors", "controller"}) | self.among.reads()

    def params(self, view: LayerView, oid: int, ctx: EffectContext) -> Any:
        zones = self.among.zones()
        found = set()
        for o, obj in view.state.objects.items():
            if obj.zone in zones and o in view.chars and self.among.matches(view, o, ctx):
                found |= view.chars[o].colors
        return tuple(c for c in COLOR_ORDER if c in found)

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        if self.keyword in ch.cant_have:
            return
        _grant(ch, ctx, self.keyword, list(self.params(view, oid, ctx)), self.extra)

    def describe(self, params: Any) -> str:
        colors = ", ".join(c.value for c in params or ()) or "no color"
        return f"gains {self.keyword} {colors}"


__all__ = ["FromColorsAmong", "FromEachOfItsColors"]
