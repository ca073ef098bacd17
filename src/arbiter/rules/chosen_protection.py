"""702.16a / 614.12: "has protection from the chosen color" (Order of the Stars, Pentarch
Ward, Ward Sliver): a layer-6 grant (613.1f) of protection from the color chosen as the
ability's source entered ("As ~ enters, choose a color", its `choices["color"]`).

The granted keyword is a template (`param` None) whose quality is filled in as the effect
applies, so the granted ability is "protection from white" like any other and every use of
protection (702.16b-f) judges it; its `extra` keeps the markers of 702.16n ("This effect
doesn't remove ~", `compiler.statics.protection_auras`). With no color chosen (the source
entered without the choice being made), it grants nothing.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.parts import AddAbilities
from arbiter.vocab import Color

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.view import EffectContext, LayerView


def chosen_protection_template() -> KeywordAbility:
    """The keyword granted, before the chosen color is known."""
    return KeywordAbility(text="protection from the chosen color", keyword="protection from")


@dataclass(frozen=True)
class AddChosenColorProtection(AddAbilities):
    """613.1f: "has protection from the chosen color"."""

    def params(self, view: LayerView, oid: int, ctx: EffectContext) -> Any:
        if ctx.source is None or ctx.source not in view.state.objects:
            return None
        chosen = view.state.objects[ctx.source].choices.get("color")
        return Color.parse(str(chosen)).value if chosen else None

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        color = self.params(view, oid, ctx)
        if color is None:
            return
        granted = tuple(dataclasses.replace(a, param=color, text=f"protection from {color}")
                        for a in self.abilities)
        AddAbilities(abilities=granted).apply(ch, view, oid, ctx)

    def describe(self, params: Any) -> str:
        return f"gains protection from {params or 'the chosen color (none chosen)'}"


__all__ = ["AddChosenColorProtection", "chosen_protection_template"]
