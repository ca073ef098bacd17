"""Layer 1 (613.2): copy effects (707), merged permanents (729.2a) and face-down status (708.2).

The result of layer 1 is an object's copiable values (613.2c, 707.2).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, ClassVar

from arbiter.cards.subtypes import CREATURE_TYPES
from arbiter.rules.characteristics import AbilityInstance, Characteristics
from arbiter.rules.parts import Part
from arbiter.vocab import Color

if TYPE_CHECKING:
    from arbiter.cards.mana import ManaCost
    from arbiter.rules.abilities import Ability
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class CopiableValues:
    """707.2: the values a copy effect copies, frozen when the copy effect began (707.2b-c)."""

    name: str | None
    mana_cost: ManaCost | None
    mana_value: int
    colors: frozenset[Color]
    supertypes: frozenset[str]
    types: frozenset[str]
    subtypes: frozenset[str]
    abilities: tuple[Ability, ...]
    power: int | None
    toughness: int | None
    loyalty: int | None = None
    defense: int | None = None
    every_creature_type: bool = False
    star_power: bool = False
    star_toughness: bool = False

    @classmethod
    def of(cls, ch: Characteristics) -> CopiableValues:
        return cls(
            name=ch.name, mana_cost=ch.mana_cost, mana_value=ch.mana_value,
            colors=frozenset(ch.colors), supertypes=frozenset(ch.supertypes),
            types=frozenset(ch.types), subtypes=frozenset(ch.subtypes),
            abilities=tuple(a.ability for a in ch.abilities if a.key[0] != "intrinsic"),
            power=ch.power, toughness=ch.toughness, loyalty=ch.loyalty, defense=ch.defense,
            every_creature_type=ch.every_creature_type,
            star_power=ch.star_power, star_toughness=ch.star_toughness,
        )


@dataclass(frozen=True)
class CopyExceptions:
    """707.9: modifications that are part of the copying process (they become copiable)."""

    power: int | None = None
    toughness: int | None = None
    colors: frozenset[Color] | None = None
    #: 105.3: "in addition to its other colors": colors added to the copied ones.
    add_colors: frozenset[Color] = frozenset()
    add_types: frozenset[str] = frozenset()
    add_subtypes: frozenset[str] = frozenset()
    add_supertypes: frozenset[str] = frozenset()
    add_abilities: tuple[Ability, ...] = ()
    #: 205.1a: "it's a 1/1 green Frog": these creature types replace the copied ones (its
    #: other subtypes stay).
    creature_types: frozenset[str] | None = None
    name: str | None = None
    #: "it has no mana cost" (702.128a, 702.129a): its mana value is then 0 (202.3a).
    no_mana_cost: bool = False
    #: "except it isn't legendary": supertypes the copy doesn't have (205.4).
    remove_supertypes: frozenset[str] = frozenset()
    #: 702.50a: "except for its epic ability": keyword abilities the copy doesn't have.
    remove_keywords: frozenset[str] = frozenset()
    #: 707.9b: "except it has this ability" / "its name is ~": the ability making the copy,
    #: and the name of the object it belongs to, filled in as the effect starts
    #: (`resolved_with`); an exception still holding one of them isn't applied.
    this_ability: bool = False
    own_name: bool = False
    #: 707.9c: "it doesn't copy that creature's color": the object keeps its own colors (as
    #: they were before this copy effect applied); 707.9d: a copied ability defining color
    #: isn't copied.
    keep_colors: bool = False

    def resolved_with(self, ability: Ability | None, name: str) -> CopyExceptions:
        """The exceptions with "this ability" and "~" made concrete."""
        if not (self.this_ability or self.own_name):
            return self
        if self.this_ability and ability is None:
            raise ValueError("707.9b: 'this ability' with no ability making the copy")
        return replace(self, this_ability=False, own_name=False,
                       name=name if self.own_name else self.name,
                       add_abilities=self.add_abilities + ((ability,) if self.this_ability
                                                           and ability is not None else ()))


@dataclass(frozen=True)
class CopyValues(Part):
    """613.2a / 707.2: "is a copy of", "enter as a copy of"."""

    layer: ClassVar[str] = "1a"
    writes: ClassVar[frozenset[str]] = frozenset(
        {"name", "mana_cost", "mana_value", "colors", "types", "subtypes", "supertypes",
         "abilities", "power", "toughness"}
    )
    values: CopiableValues | None = None
    exceptions: CopyExceptions = field(default_factory=CopyExceptions)
    of_name: str = ""
    #: Metamorphic Alteration: copy the values captured when the source's choice was made
    #: (707.2c: determined when the effect first starts to apply).
    from_choice: bool = False

    def _values(self, view: LayerView, ctx: EffectContext) -> CopiableValues | None:
        if self.from_choice and ctx.source is not None:
            chosen = view.state.objects[ctx.source].choices.get("copy_values")
            return chosen if isinstance(chosen, CopiableValues) else None
        return self.values

    def params(self, view: LayerView, oid: int, ctx: EffectContext) -> Any:
        v = self._values(view, ctx)
        return v.name if v else None

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        v = self._values(view, ctx)
        if v is None:
            return
        own_colors = set(ch.colors)  # 707.9c: kept by "doesn't copy that creature's color"
        ch.name, ch.mana_cost, ch.mana_value = v.name, v.mana_cost, v.mana_value
        ch.colors, ch.supertypes = set(v.colors), set(v.supertypes)
        ch.types, ch.subtypes = set(v.types), set(v.subtypes)
        ch.abilities = [AbilityInstance(("printed", i), a) for i, a in enumerate(v.abilities)]
        ch.power, ch.toughness, ch.loyalty, ch.defense = v.power, v.toughness, v.loyalty, v.defense
        ch.every_creature_type = v.every_creature_type
        ch.star_power, ch.star_toughness = v.star_power, v.star_toughness
        if self.exceptions.power is not None:
            # 707.9d: a CDA defining what the exception provides is not copied.
            ch.abilities = [a for a in ch.abilities if not _defines_pt(a.ability)]
        if self.exceptions.keep_colors:
            ch.colors = own_colors  # 707.9c; 707.9d: nor a CDA defining its color
            ch.abilities = [a for a in ch.abilities if not _defines_colors(a.ability)]
        apply_exceptions(ch, self.exceptions)

    def describe(self, params: Any) -> str:
        return f"copy of {params or self.of_name or 'nothing'}"


def apply_exceptions(ch: Characteristics, x: CopyExceptions) -> None:
    """707.9b: modifications made as part of a copy (or "as it enters") become copiable."""
    if x.this_ability or x.own_name:
        raise RuntimeError("707.9b: copy exceptions not resolved as the effect started")
    if x.name is not None:
        ch.name = x.name
    if x.power is not None:
        ch.power, ch.star_power = x.power, False
    if x.toughness is not None:
        ch.toughness, ch.star_toughness = x.toughness, False
    if x.colors is not None:
        ch.colors = set(x.colors)
    if x.no_mana_cost:
        ch.mana_cost, ch.mana_value = None, 0  # 202.1b, 202.3a
    if x.creature_types is not None:
        # 205.1a: the new creature types replace the creature types (not the other subtypes;
        # a copied changeling ability still applies, 702.73a)
        ch.subtypes = {t for t in ch.subtypes if t not in CREATURE_TYPES} | x.creature_types
    ch.colors |= x.add_colors
    ch.types |= x.add_types
    ch.subtypes |= x.add_subtypes
    ch.supertypes |= x.add_supertypes
    ch.supertypes -= x.remove_supertypes
    if x.remove_keywords:
        ch.abilities = [a for a in ch.abilities
                        if getattr(a.ability, "keyword", None) not in x.remove_keywords]
    n = len(ch.abilities)
    ch.abilities = ch.abilities + [
        AbilityInstance(("printed", n + i), a) for i, a in enumerate(x.add_abilities)]


def _defines_colors(ability: Ability) -> bool:
    from arbiter.rules.parts import SetColors

    return ability.is_cda and any(isinstance(p, SetColors) for s in ability.effect_specs
                                  for p in s.parts)


def _defines_pt(ability: Ability) -> bool:
    from arbiter.rules.parts import DefinePT

    return ability.is_cda and any(isinstance(p, DefinePT) for s in ability.effect_specs
                                  for p in s.parts)


def face_down_values(kind: str) -> CopiableValues:
    """708.2a: a 2/2 face-down creature with no text, name, subtypes or mana cost;
    702.168a / 701.58a: disguised and cloaked permanents also have ward {2}."""
    from arbiter.rules.keywords import keyword_ability

    abilities: tuple[Ability, ...] = ()
    if kind in ("disguise", "cloak"):
        abilities = (keyword_ability("Ward {2}"),)
    return CopiableValues(
        name=None, mana_cost=None, mana_value=0, colors=frozenset(), supertypes=frozenset(),
        types=frozenset({"Creature"}), subtypes=frozenset(), abilities=abilities,
        power=2, toughness=2,
    )


@dataclass(frozen=True)
class FaceDown(Part):
    """613.2b / 708.2: a face-down permanent's characteristics."""

    layer: ClassVar[str] = "1b"
    writes: ClassVar[frozenset[str]] = CopyValues.writes
    kind: str = "morph"

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        CopyValues(values=face_down_values(self.kind)).apply(ch, view, oid, ctx)
        ch.face_down = True

    def describe(self, params: Any) -> str:
        extra = " with ward {2}" if self.kind in ("disguise", "cloak") else ""
        return f"face down ({self.kind}): nameless colorless 2/2 creature{extra} (708.2)"


@dataclass(frozen=True)
class ApplyCopyExceptions(Part):
    """613.2a: an "as this enters, it becomes ..." ability that sets power and toughness
    generates a copiable effect (Primal Clay). Unlike `CopyValues` it keeps the object's own
    values and applies `changes` (the same fields as a copy exception, 707.9b) on top of them,
    so a copy of the object copies the result."""

    layer: ClassVar[str] = "1a"
    writes: ClassVar[frozenset[str]] = frozenset(
        {"colors", "types", "subtypes", "supertypes", "abilities", "power", "toughness"})
    changes: CopyExceptions = field(default_factory=CopyExceptions)

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        apply_exceptions(ch, self.changes)

    def describe(self, params: Any) -> str:
        x = self.changes
        bits = [f"{x.power}/{x.toughness}" if x.power is not None else "",
                " ".join(sorted(x.add_subtypes)), " ".join(sorted(x.add_types)),
                ", ".join(a.text for a in x.add_abilities)]
        return "becomes " + " ".join(b for b in bits if b) + " (as it entered, 613.2a)"


@dataclass(frozen=True)
class BecomeCopyOf(Part):
    """707.2 / 707.2c: "<affected> becomes a copy of <that creature>" in a resolving spell
    (Cytoshape, Mirrorweave). A template: `of` is a `Ref` (e.g. the first target) or the key
    of a `Choose` answer of the same resolution. The interpreter binds it, as the effect is
    created, to `CopyValues(values=<that object's copiable values now>, of_name=...)`;
    applying an unbound one is an error."""

    layer: ClassVar[str] = "1a"
    writes: ClassVar[frozenset[str]] = CopyValues.writes
    of: Any = None
    #: 707.9b: "..., except it has this ability" (`CopyExceptions.resolved_with`).
    exceptions: CopyExceptions = field(default_factory=CopyExceptions)

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        raise RuntimeError("707.2c: BecomeCopyOf must be bound to CopyValues as it resolves")

    def describe(self, params: Any) -> str:
        return f"becomes a copy of {self.of}"


@dataclass(frozen=True)
class Merged(Part):
    """729.2a / 702.140e: a merged permanent has the topmost component's characteristics and
    every component's abilities (its starting values, `rules.printed`); listed in layer 1a."""

    layer: ClassVar[str] = "1a"
    top: str = ""

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        return None

    def describe(self, params: Any) -> str:
        return f"merged: {self.top or 'its top card'} on top, with every card's abilities (729.2a)"


class CopiableByObject:
    """Copiable values by object (613.2c), made on demand: an object no layer-1 effect
    changed has its starting values."""

    def __init__(self, base: dict[int, Characteristics],
                 melded: frozenset[int] = frozenset(),
                 unflipped: dict[int, Characteristics] | None = None) -> None:
        self.base = base
        self.snapshots: dict[int, Characteristics] = {}
        self.melded = melded
        #: 707.3: a flipped flip card's normal values, which a copy of it takes
        self.unflipped = unflipped or {}

    def get(self, oid: int, default: Any = None) -> Any:
        ch = self.snapshots.get(oid)
        if ch is None and oid in self.melded:
            # 202.3c / 712.8g: a permanent copying a melded permanent has mana value 0
            return replace(CopiableValues.of(self.base[oid]), mana_value=0)
        ch = ch or self.unflipped.get(oid) or self.base.get(oid)
        return default if ch is None else CopiableValues.of(ch)

    def __getitem__(self, oid: int) -> CopiableValues:
        v = self.get(oid)
        if v is None:
            raise KeyError(oid)
        return v

    def __contains__(self, oid: object) -> bool:
        return oid in self.base
