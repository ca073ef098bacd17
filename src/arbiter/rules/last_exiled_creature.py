"""607.2a / 613.1d / 613.4b: "As long as a card exiled with ~ is a creature card, ~ has the
power, toughness, and creature types of the last creature card exiled with it. It's still a
Shapeshifter." (Duplicant)

The cards exiled with the source are those its linked ability exiled (`GameObject.linked`, in
the order they were exiled, 607.2a); the last creature card among them still in exile gives
its power and toughness (layer 7b: `LastExiledCreatureStat` in a `SetBasePT`) and its creature
types, the source keeping Shapeshifter (layer 4: `LastExiledCreatureTypes`; a card with every
creature type gives every creature type, 205.3m). With no creature card exiled with it, the
source is unchanged. The card's values are its own in exile (208.3: a */* card's
characteristic-defining ability works there)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from arbiter.rules import type_rules
from arbiter.rules.parts import Part
from arbiter.rules.values import LinkedExiled

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.view import EffectContext, LayerView


def last_exiled_creature(view: LayerView, source: int | None) -> int | None:
    """607.2a: the last creature card exiled with `source` still in exile, or None."""
    if source is None or source not in view.state.objects:
        return None
    for card in reversed(view.state.objects[source].linked):
        obj = view.state.objects.get(card)
        if obj is not None and obj.zone == "exile" and card in view.chars and \
                "Creature" in view.chars[card].types:
            return card
    return None


@dataclass(frozen=True)
class LastExiledCreatureStat(LinkedExiled):
    """The power or toughness of the last creature card exiled with the source (None: no
    such card, and the value set is left as it is)."""

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> Any:
        card = last_exiled_creature(view, ctx.source)
        return None if card is None else getattr(view.chars[card], self.stat)


@dataclass(frozen=True)
class LastExiledCreatureTypes(Part):
    """205.1a / 613.1d: its creature types become those of the last creature card exiled with
    the source; it keeps `keep` ("It's still a Shapeshifter")."""

    writes: ClassVar[frozenset[str]] = frozenset({"subtypes"})
    layer: ClassVar[str] = "4"
    keep: frozenset[str] = frozenset()
    local = False

    def reads(self) -> frozenset[str]:
        return frozenset({"types", "subtypes"})

    def params(self, view: LayerView, oid: int, ctx: EffectContext) -> Any:
        card = last_exiled_creature(view, ctx.source)
        if card is None:
            return None
        ch = view.chars[card]
        subs = frozenset(s for s in ch.subtypes if type_rules.subtype_kind(s) == "creature")
        return (subs | self.keep, ch.every_creature_type)

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        found = self.params(view, oid, ctx)
        if found is None:
            return
        subs, every = found
        type_rules.set_subtypes(ch, subs, frozenset({"creature"}))
        ch.every_creature_type = every

    def describe(self, params: Any) -> str:
        if params is None:
            return "no creature card exiled with it"
        return "has the creature types " + " ".join(sorted(params[0]))


__all__ = ["LastExiledCreatureStat", "LastExiledCreatureTypes", "last_exiled_creature"]
