"""Selectors: which objects an effect applies to, evaluated against the partial result.

A selector is a predicate over (view, object id, context). 611.2c: a static ability's selector is
evaluated as the effect applies; a resolved spell's affected set is locked when it resolves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.vocab import Color

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

ZONES = ("battlefield", "stack", "hand", "library", "graveyard", "exile", "command")


@dataclass(frozen=True)
class Selector:
    #: True when membership depends only on the object itself and the effect's source (not
    #: on other objects); dependency checks then look only at the objects a trial changed,
    #: plus everything when the source itself changed.
    local = True

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        raise NotImplementedError

    def reads(self) -> frozenset[str]:
        """Which characteristics membership depends on, as "field" or "field:value" (e.g.
        "types:Creature"); used to prune 613.8 trials (`rules.dependency.overlap`)."""
        return _READS.get(type(self).__name__, frozenset())

    def zones(self) -> frozenset[str]:
        return frozenset(ZONES)

    def __and__(self, other: Selector) -> Selector:
        return And((self, other))

    def __or__(self, other: Selector) -> Selector:
        return Or((self, other))

    def __invert__(self) -> Selector:
        return Not(self)


@dataclass(frozen=True)
class InZone(Selector):
    names: tuple[str, ...]

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return view.state.objects[oid].zone in self.names

    def zones(self) -> frozenset[str]:
        return frozenset(self.names)


@dataclass(frozen=True)
class And(Selector):
    parts: tuple[Selector, ...]

    @property
    def local(self) -> bool:  # type: ignore[override]
        return all(p.local for p in self.parts)

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        for p in self.parts:
            if not p.matches(view, oid, ctx):
                return False
        return True

    def reads(self) -> frozenset[str]:
        return frozenset().union(*(p.reads() for p in self.parts))

    def zones(self) -> frozenset[str]:
        z = frozenset(ZONES)
        for p in self.parts:
            z &= p.zones()
        return z


@dataclass(frozen=True)
class Or(Selector):
    parts: tuple[Selector, ...]

    @property
    def local(self) -> bool:  # type: ignore[override]
        return all(p.local for p in self.parts)

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        for p in self.parts:
            if p.matches(view, oid, ctx):
                return True
        return False

    def reads(self) -> frozenset[str]:
        return frozenset().union(*(p.reads() for p in self.parts))

    def zones(self) -> frozenset[str]:
        z: frozenset[str] = frozenset()
        for p in self.parts:
            z |= p.zones()
        return z


@dataclass(frozen=True)
class Not(Selector):
    inner: Selector

    @property
    def local(self) -> bool:  # type: ignore[override]
        return self.inner.local

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return not self.inner.matches(view, oid, ctx)

    def reads(self) -> frozenset[str]:
        return self.inner.reads()


@dataclass(frozen=True)
class Anything(Selector):
    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return True


@dataclass(frozen=True)
class IsType(Selector):
    card_type: str

    def reads(self) -> frozenset[str]:
        return frozenset({f"types:{self.card_type}"})

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return self.card_type in view.chars[oid].types


@dataclass(frozen=True)
class IsSubtype(Selector):
    subtype: str

    def reads(self) -> frozenset[str]:
        return frozenset({f"subtypes:{self.subtype}"})

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return view.chars[oid].has_subtype(self.subtype)


@dataclass(frozen=True)
class IsSupertype(Selector):
    supertype: str

    def reads(self) -> frozenset[str]:
        return frozenset({f"supertypes:{self.supertype}"})

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return self.supertype in view.chars[oid].supertypes


@dataclass(frozen=True)
class HasColor(Selector):
    color: Color

    def reads(self) -> frozenset[str]:
        return frozenset({f"colors:{self.color.value}"})

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return self.color in view.chars[oid].colors


@dataclass(frozen=True)
class ManaValueAtMost(Selector):
    amount: int

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return view.chars[oid].mana_value <= self.amount


@dataclass(frozen=True)
class ControlledByYou(Selector):  # local: reads only the object and the source
    """"you control": the effect's controller controls it (108.4)."""


    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return view.controller(oid) == ctx.controller


@dataclass(frozen=True)
class ControlledByOpponent(Selector):  # local: reads only the object and the source
    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return view.controller(oid) != ctx.controller


@dataclass(frozen=True)
class OwnedByYou(Selector):  # local: reads only the object and the source
    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return view.state.objects[oid].owner == ctx.controller


@dataclass(frozen=True)
class IsSource(Selector):
    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return oid == ctx.source


@dataclass(frozen=True)
class AttachedBySource(Selector):  # local: reads only the object and the source
    """"enchanted creature" / "equipped creature": the object the source is attached to."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        src = ctx.source
        return src is not None and view.state.objects[src].attached_to == oid


@dataclass(frozen=True)
class IsToken(Selector):
    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return view.state.objects[oid].token is not None


@dataclass(frozen=True)
class IsFaceDown(Selector):
    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return view.state.objects[oid].face_down is not None


@dataclass(frozen=True)
class HasChosenSubtype(Selector):  # local: reads only the object and the source
    """"creatures of the chosen type": the type chosen as the source entered (614.12)."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None:
            return False
        chosen = view.state.objects[src].choices.get("creature_type")
        return bool(chosen) and view.chars[oid].has_subtype(str(chosen))


_READS: dict[str, frozenset[str]] = {
    "IsType": frozenset({"types"}),
    "IsSubtype": frozenset({"subtypes"}),
    "HasChosenSubtype": frozenset({"subtypes"}),
    "IsSupertype": frozenset({"supertypes"}),
    "HasColor": frozenset({"colors"}),
    "ManaValueAtMost": frozenset({"mana_value"}),
    "ControlledByYou": frozenset({"controller"}),
    "ControlledByOpponent": frozenset({"controller"}),
    "OwnedByYou": frozenset({"controller"}),
    "AttachedBySource": frozenset(),
}


# -- common shapes, named as the Oracle text names them -----------------------------------
PERMANENT = InZone(("battlefield",))
CREATURE = And((PERMANENT, IsType("Creature")))
LAND = And((PERMANENT, IsType("Land")))
ARTIFACT = And((PERMANENT, IsType("Artifact")))
ENCHANTMENT = And((PERMANENT, IsType("Enchantment")))
NONCREATURE = Not(IsType("Creature"))
OTHER = Not(IsSource())
SELF = IsSource()
ATTACHED = AttachedBySource()
YOURS = ControlledByYou()


def permanents(*preds: Selector) -> Selector:
    return And((PERMANENT, *preds))


def creatures(*preds: Selector) -> Selector:
    return And((CREATURE, *preds))


# -- additions for the card library (cardlib) ---------------------------------------------
@dataclass(frozen=True)
class PowerAtMost(Selector):
    """"with power N or less" (208.1: its current power; no power never matches)."""

    amount: int

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        p = view.chars[oid].power
        return p is not None and p <= self.amount

    def reads(self) -> frozenset[str]:
        return frozenset({"power"})


@dataclass(frozen=True)
class HasKeyword(Selector):
    """"creatures with <keyword>" (702: e.g. "except by creatures with haste")."""

    keyword: str

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        from arbiter.rules.unread_keywords import has_unread_keyword

        ch = view.chars[oid]
        if self.keyword == "hexproof" and ch.has_keyword("hexproof from"):
            return True  # 702.11e: an effect looking for hexproof finds "hexproof from"
        # 702: an unread keyword line ("Flashback—{1}{G}, Pay 3 life.") is still the keyword.
        return ch.has_keyword(self.keyword) or has_unread_keyword(ch, self.keyword)

    def reads(self) -> frozenset[str]:
        return frozenset({"abilities"})


@dataclass(frozen=True)
class HasCounter(Selector):
    """"with a <kind> counter on it" (122.1)."""

    kind: str

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return view.state.objects[oid].counters.get(self.kind, 0) > 0


@dataclass(frozen=True)
class IsSuspended(Selector):
    """702.62b: a suspended card is a card in exile with suspend and a time counter on it."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        o = view.state.objects[oid]
        return (o.zone == "exile" and o.counters.get("time", 0) > 0
                and view.chars[oid].has_keyword("suspend"))

    def zones(self) -> frozenset[str]:
        return frozenset({"exile"})


@dataclass(frozen=True)
class BlockingOrBlockedBySource(Selector):
    """509.1h / 506.4: "each creature blocking or blocked by <this>", from the combat record
    (`state.combat.blockers`: blocker -> the attackers it blocks)."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        src = ctx.source
        combat = view.state.combat
        if src is None or combat is None:
            return False
        return oid in combat.blockers.get(src, ()) or src in combat.blockers.get(oid, ())


# -- additions for the rules-text compiler (`arbiter.compiler.grammar.nouns`) ---------------------
@dataclass(frozen=True)
class IsTapped(Selector):
    """"tapped" / "untapped" permanents (110.5)."""

    tapped: bool = True

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return view.state.objects[oid].tapped == self.tapped


@dataclass(frozen=True)
class InCombat(Selector):
    """"attacking" / "blocking" creatures (506.4, 508.1, 509.1), from the combat record."""

    role: str = "attacking"
    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        combat = view.state.combat
        if combat is None:
            return False
        return oid in (combat.attackers if self.role == "attacking" else combat.blockers)


@dataclass(frozen=True)
class StatCompare(Selector):
    """"with power N or greater", "with mana value N or less", "with toughness ..." (208,
    202.3): `stat` power | toughness | mana_value; `op` "<=" | ">=" | "=="."""

    stat: str
    op: str
    amount: int

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        v = getattr(view.chars[oid], self.stat)
        if v is None:
            return False
        return v <= self.amount if self.op == "<=" else v >= self.amount \
            if self.op == ">=" else v == self.amount

    def reads(self) -> frozenset[str]:
        return frozenset({self.stat})


@dataclass(frozen=True)
class IsColorless(Selector):
    """105.2c: an object with no color; `multi`: "multicolored" (two or more colors)."""

    multi: bool = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        n = len(view.chars[oid].colors)
        return n >= 2 if self.multi else n == 0

    def reads(self) -> frozenset[str]:
        return frozenset({"colors"})


@dataclass(frozen=True)
class HasChosenColor(Selector):
    """"of the chosen color": the color chosen as the source entered (614.12)."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None:
            return False
        chosen = view.state.objects[src].choices.get("color")
        return bool(chosen) and any(c.value == str(chosen) for c in view.chars[oid].colors)

    def reads(self) -> frozenset[str]:
        return frozenset({"colors"})


@dataclass(frozen=True)
class HasAnyCounter(Selector):
    """"with a counter on it" (122.1): any kind."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return any(n > 0 for n in view.state.objects[oid].counters.values())


@dataclass(frozen=True)
class CrewedSourceThisTurn(Selector):
    """702.122b: "<creature> that crewed it this turn": tapped this turn to pay the cost of
    the source Vehicle's crew ability (the Vehicle records each crew as (turn, creature);
    a creature or Vehicle that changed zones since is a new object, 400.7)."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None or src not in view.state.objects:
            return False
        turn = view.state.turn.number
        return any(isinstance(entry, tuple | list) and tuple(entry) == (turn, oid)
                   for entry in view.state.objects[src].choices.get("crewed_by", ()))


@dataclass(frozen=True)
class AttachedTo(Selector):
    """"~ is enchanted" / "~ is equipped": something is attached to the object (301.5, 303.4);
    with `subtype`, an Aura or an Equipment ("equipped" means an Equipment is attached)."""

    subtype: str | None = None
    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return any(o.attached_to == oid and (self.subtype is None or (
            o.id in view.chars and view.chars[o.id].has_subtype(self.subtype)))
            for o in view.state.objects.values() if o.zone == "battlefield")
