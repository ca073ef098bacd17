"""Numbers counted over the game for static abilities (107.1, principle 2), resolved when the
effect applies: "the number of card types among cards in your graveyard" (delirium),
"basic land types among lands you control" (domain), "colors among permanents you control",
"for each Aura attached to it", "for each counter on it", sums ("1 plus the number of ...")
and multiples ("twice the number of ...")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import Value
from arbiter.vocab import BASIC_LAND_TYPES

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView


def _matching(view: LayerView, selector: Selector, ctx: EffectContext
              ) -> list[Characteristics]:
    zones = selector.zones()
    return [view.chars[oid] for oid, obj in view.state.objects.items()
            if obj.zone in zones and oid in view.chars and selector.matches(view, oid, ctx)]


@dataclass(frozen=True)
class Sum(Value):
    """"N plus the number of ...", "the number of A plus the number of B" (107.1)."""

    terms: tuple[Value, ...]

    @property
    def local(self) -> bool:  # type: ignore[override]
        return all(t.local for t in self.terms)

    def reads(self) -> frozenset[str]:
        return frozenset().union(*(t.reads() for t in self.terms))

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return sum(t.value(view, oid, ctx) for t in self.terms)

    def __str__(self) -> str:
        return " plus ".join(str(t) for t in self.terms)


@dataclass(frozen=True)
class CardTypesAmong(Value):
    """205.2a: how many card types appear among the objects matched ("four or more card types
    among cards in your graveyard", delirium)."""

    selector: Selector
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"types", "zone"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        kinds: set[str] = set()
        for ch in _matching(view, self.selector, ctx):
            kinds |= ch.types
        return len(kinds)

    def __str__(self) -> str:
        return "the number of card types among them"


@dataclass(frozen=True)
class CountersAmong(Value):
    """122.1: how many counters (of `kind`; None: of every kind) are on the objects matched
    together ("two or more counters among creatures you control", "four or more lore
    counters among Sagas you control")."""

    selector: Selector
    kind: str | None = None
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"zone"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        zones = self.selector.zones()
        total = 0
        for other, obj in view.state.objects.items():
            if obj.zone in zones and other in view.chars \
                    and self.selector.matches(view, other, ctx):
                counters = obj.counters
                total += sum(n for n in counters.values() if n > 0) if self.kind is None \
                    else max(0, counters.get(self.kind, 0))
        return total

    def __str__(self) -> str:
        kind = f"{self.kind} " if self.kind else ""
        return f"the number of {kind}counters among them"


@dataclass(frozen=True)
class CounterKindsAmong(Value):
    """122.1: how many different kinds of counters are on the objects matched, together
    ("three or more different kinds of counters among creatures you control")."""

    selector: Selector
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"zone"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        zones = self.selector.zones()
        kinds: set[str] = set()
        for other, obj in view.state.objects.items():
            if obj.zone in zones and other in view.chars \
                    and self.selector.matches(view, other, ctx):
                kinds.update(k for k, n in obj.counters.items() if n > 0)
        return len(kinds)

    def __str__(self) -> str:
        return "the number of kinds of counters among them"


@dataclass(frozen=True)
class BasicLandTypesAmong(Value):
    """Domain (207.2c ability word; 305.6): how many basic land types appear among the objects
    matched ("basic land types among lands you control")."""

    selector: Selector
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"subtypes", "zone"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        found: set[str] = set()
        for ch in _matching(view, self.selector, ctx):
            found |= {t for t in BASIC_LAND_TYPES if ch.has_subtype(t)}
        return len(found)

    def __str__(self) -> str:
        return "the number of basic land types among them"


@dataclass(frozen=True)
class ColorsAmong(Value):
    """105.1: how many of the five colors appear among the objects matched ("for each color
    among permanents you control")."""

    selector: Selector
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"colors", "zone"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        found: set[object] = set()
        for ch in _matching(view, self.selector, ctx):
            found |= set(ch.colors)
        return len(found)

    def __str__(self) -> str:
        return "the number of colors among them"


@dataclass(frozen=True)
class PowersAmong(Value):
    """208.1: "the number of different powers among creatures you control": how many distinct
    power values the objects matched have (an object with no power adds none)."""

    selector: Selector
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"power", "zone"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return len({ch.power for ch in _matching(view, self.selector, ctx)
                    if ch.power is not None})

    def __str__(self) -> str:
        return "the number of different powers among them"


@dataclass(frozen=True)
class ColorsOf(Value):
    """105.1: "for each of its colors": how many colors the affected object has now."""

    def reads(self) -> frozenset[str]:
        return frozenset({"colors"})

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return len(view.chars[oid].colors)

    def __str__(self) -> str:
        return "the number of its colors"


@dataclass(frozen=True)
class AttachedCount(Value):
    """301.5 / 303.4: how many Auras or Equipment (`subtype`; None: any) are attached to the
    affected object, or to the source when `to_source` ("for each Aura attached to it",
    "for each Equipment attached to ~")."""

    subtype: str | None = None
    to_source: bool = False
    local = False

    def reads(self) -> frozenset[str]:
        return frozenset({"subtypes", "zone"})

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        host = ctx.source if self.to_source else oid
        if host is None:
            return 0
        n = 0
        for other, obj in view.state.objects.items():
            if obj.zone != "battlefield" or obj.attached_to != host or other not in view.chars:
                continue
            if self.subtype is None or view.chars[other].has_subtype(self.subtype):
                n += 1
        return n

    def __str__(self) -> str:
        what = self.subtype or "object"
        return f"the number of {what}s attached to {'~' if self.to_source else 'it'}"


@dataclass(frozen=True)
class CountersOn(Value):
    """122.1: how many counters (of `kind`; None: of every kind) are on the affected object,
    or on the source when `on_source` ("for each counter on it")."""

    kind: str | None = None
    on_source: bool = False

    @property
    def local(self) -> bool:  # type: ignore[override]
        return not self.on_source

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        host = ctx.source if self.on_source else oid
        if host is None or host not in view.state.objects:
            return 0
        counters = view.state.objects[host].counters
        if self.kind is None:
            return sum(n for n in counters.values() if n > 0)
        return max(0, counters.get(self.kind, 0))

    def __str__(self) -> str:
        kind = f"{self.kind} " if self.kind else ""
        return f"the number of {kind}counters on {'~' if self.on_source else 'it'}"


@dataclass(frozen=True)
class ManaValuesAmong(Value):
    """202.3: how many different mana values appear among the objects matched ("five or more
    mana values among cards in your graveyard")."""

    selector: Selector
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"mana_value", "zone"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return len({ch.mana_value for ch in _matching(view, self.selector, ctx)})

    def __str__(self) -> str:
        return "the number of mana values among them"

