""""is the chosen type" when the type chosen as the source entered is a basic land type
(614.12: "As this Aura enters, choose a basic land type."; Phantasmal Terrain, Realmwright).

The layer-4 parts of "<objects> is/are the chosen type [in addition to its other types]" read
the choice the source made: a creature type (`choices["creature_type"]`, as `AddTypes` /
`BecomeTypes` do) or a basic land type (`choices["basic_land_type"]`). For a basic land type:

- 305.7: "Enchanted land is the chosen type." sets the land's subtype: it loses its other
  land types and the abilities from its rules text, and has the chosen type's intrinsic mana
  ability (305.6);
- 305.7 / 205.1b: "... in addition to their other types" adds the land type (and so its
  intrinsic mana ability) and keeps everything else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from arbiter.rules import type_rules
from arbiter.rules.parts import AddTypes, BecomeTypes

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.view import EffectContext, LayerView

#: The key of the choice "As ~ enters, choose a basic land type." (614.12).
CHOICE = "basic_land_type"


def chosen_land_type(view: LayerView, ctx: EffectContext) -> str | None:
    if ctx.source is None or ctx.source not in view.state.objects:
        return None
    chosen = view.state.objects[ctx.source].choices.get(CHOICE)
    return str(chosen) if chosen else None


@dataclass(frozen=True)
class AddChosenType(AddTypes):
    """205.1b: "are the chosen type in addition to their other types"."""

    def params(self, view: LayerView, oid: int, ctx: EffectContext) -> Any:
        land = chosen_land_type(view, ctx)
        return frozenset({land}) | self.subtypes if land else super().params(view, oid, ctx)


@dataclass(frozen=True)
class BecomeChosenType(BecomeTypes):
    """205.1a / 305.7: "is the chosen type"."""

    writes: ClassVar[frozenset[str]] = frozenset({"types", "subtypes", "supertypes",
                                                  "abilities"})

    def params(self, view: LayerView, oid: int, ctx: EffectContext) -> Any:
        land = chosen_land_type(view, ctx)
        return frozenset({land}) if land else super().params(view, oid, ctx)

    def no_change(self, ch: Characteristics, view: LayerView, oid: int,
                  ctx: EffectContext) -> bool:
        if chosen_land_type(view, ctx) is None:
            return super().no_change(ch, view, oid, ctx)
        return "Land" not in ch.types  # only a land takes a land type (305.7)

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        land = chosen_land_type(view, ctx)
        if land is None:
            super().apply(ch, view, oid, ctx)
        elif "Land" in ch.types:
            type_rules.set_basic_land_types(ch, frozenset({land}))  # 305.7


__all__ = ["AddChosenType", "BecomeChosenType", "CHOICE", "chosen_land_type"]
