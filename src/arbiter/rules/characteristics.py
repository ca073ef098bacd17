"""An object's characteristics (109.3) as the layer system computes them.

Characteristics are never stored on game objects (principle 1); `rules.layers` derives them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from dataclasses import fields as dc_fields
from typing import TYPE_CHECKING

from arbiter.vocab import Color

if TYPE_CHECKING:
    from arbiter.cards.mana import ManaCost
    from arbiter.rules.abilities import Ability

#: An ability's identity on an object, stable across text changes: ("printed", i),
#: ("granted", effect key, i), ("counter", kind), ("intrinsic", land type).
AbilityKey = tuple


@dataclass(slots=True)
class AbilityInstance:
    """An ability an object has, with where it came from (113.1a)."""

    key: AbilityKey
    ability: Ability

    @property
    def text(self) -> str:
        return self.ability.text


@dataclass(slots=True)
class Characteristics:
    """The characteristics of 109.3 plus the controller (layer 2) and status the rules read."""

    name: str | None
    mana_cost: ManaCost | None
    mana_value: int
    colors: set[Color]
    supertypes: set[str]
    types: set[str]
    subtypes: set[str]
    abilities: list[AbilityInstance]
    power: int | None
    toughness: int | None
    loyalty: int | None = None
    defense: int | None = None
    controller: int = 0
    #: 205.3m / 702.73a: "is every creature type" (changeling-style).
    every_creature_type: bool = False
    #: 208.2a: P/T printed as * that no CDA defined yet (0 if none ever does).
    star_power: bool = False
    star_toughness: bool = False
    #: Face-down status as the copiable values carry it (708.2).
    face_down: bool = False
    #: 613.1f: keywords it "can't have" (later grants in layer 6 don't add them).
    cant_have: set[str] = field(default_factory=set)
    #: 205.1a: subtypes set aside while their correlated card type is removed.
    hidden_subtypes: set[str] = field(default_factory=set)
    notes: list[str] = field(default_factory=list)

    def clone(self) -> Characteristics:
        # Positional, in field order (`_SLOTS`, checked below): about twice as fast as by
        # keyword, and the layer system clones every object's starting values each time.
        return Characteristics(
            self.name, self.mana_cost, self.mana_value, set(self.colors),
            set(self.supertypes), set(self.types), set(self.subtypes), list(self.abilities),
            self.power, self.toughness, self.loyalty, self.defense, self.controller,
            self.every_creature_type, self.star_power, self.star_toughness, self.face_down,
            set(self.cant_have), set(self.hidden_subtypes), list(self.notes),
        )

    def clone_for(self, fields: frozenset[str]) -> Characteristics:
        """A copy that may be changed in the given fields only (others are shared)."""
        c = Characteristics.__new__(Characteristics)
        for f in _SLOTS:
            object.__setattr__(c, f, getattr(self, f))
        for f in fields & _SET_FIELDS:
            setattr(c, f, set(getattr(self, f)))
        if "types" in fields or "subtypes" in fields:
            c.subtypes, c.hidden_subtypes = set(self.subtypes), set(self.hidden_subtypes)
        if "abilities" in fields:
            c.abilities, c.cant_have = list(self.abilities), set(self.cant_have)
        return c

    def differs(self, other: Characteristics, fields: frozenset[str]) -> bool:
        """Whether any of the given fields differ between two (separate) objects."""
        return any(getattr(self, f) != getattr(other, f) for f in fields & _ALL_FIELDS)

    def snapshot(self, fields: frozenset[str]) -> tuple:
        """The values of some fields, to tell whether applying an effect changed them."""
        return tuple(_freeze(getattr(self, f)) for f in sorted(fields & _ALL_FIELDS))

    # -- questions the rules ask -------------------------------------------------------
    def is_type(self, card_type: str) -> bool:
        return card_type in self.types

    def has_subtype(self, subtype: str) -> bool:
        """205.3m: an object that is every creature type has each creature type."""
        if subtype in self.subtypes:
            return True
        if self.every_creature_type:
            from arbiter.cards.subtypes import CREATURE_TYPES

            return subtype in CREATURE_TYPES
        return False

    def has_keyword(self, keyword: str) -> bool:
        k = keyword.lower()
        for a in self.abilities:  # a plain loop: the engine asks this very often
            if getattr(a.ability, "keyword", None) == k:
                return True
        return False

    def keyword_abilities(self, keyword: str) -> list[Ability]:
        k = keyword.lower()
        return [a.ability for a in self.abilities if getattr(a.ability, "keyword", None) == k]

    def signature(self) -> tuple:
        """A hashable summary, used to tell whether applying an effect changed anything."""
        return (
            self.name,
            self.mana_cost,
            self.mana_value,
            frozenset(self.colors),
            frozenset(self.supertypes),
            frozenset(self.types),
            frozenset(self.subtypes),
            tuple((a.key, a.ability) for a in self.abilities),
            self.power,
            self.toughness,
            self.loyalty,
            self.defense,
            self.controller,
            self.every_creature_type,
        )


_SET_FIELDS = frozenset({"colors", "supertypes", "types", "subtypes"})
_ALL_FIELDS = frozenset({"name", "mana_cost", "mana_value", "colors", "supertypes", "types",
                         "subtypes", "abilities", "power", "toughness", "loyalty", "defense",
                         "controller", "every_creature_type"})


def _freeze(v: object) -> object:
    if isinstance(v, set):
        return frozenset(v)
    if isinstance(v, list):
        return tuple((a.key, a.ability) if isinstance(a, AbilityInstance) else a for a in v)
    return v


_SLOTS = tuple(f.name for f in dc_fields(Characteristics))
# `Characteristics.clone` passes the fields by position, in this order.
assert _SLOTS == ("name", "mana_cost", "mana_value", "colors", "supertypes", "types",
                  "subtypes", "abilities", "power", "toughness", "loyalty", "defense",
                  "controller", "every_creature_type", "star_power", "star_toughness",
                  "face_down", "cant_have", "hidden_subtypes", "notes"), _SLOTS
