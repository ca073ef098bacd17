"""Conditions of static abilities ("as long as ...", 611.3b) and of level symbols (711.2)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.rules.values import Value
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class Condition:
    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        raise NotImplementedError


@dataclass(frozen=True)
class Compare(Condition):
    """"as long as <value> is less than N" and the like."""

    value: Value
    op: str
    n: int

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        src = ctx.source if ctx.source is not None else -1
        v = self.value.value(view, src, ctx)
        return {
            "<": v < self.n,
            "<=": v <= self.n,
            ">=": v >= self.n,
            ">": v > self.n,
            "==": v == self.n,
        }[self.op]


@dataclass(frozen=True)
class SourceCounters(Condition):
    """711.2a/b: the source has between `low` and `high` (None: no limit) counters of a kind."""

    kind: str
    low: int
    high: int | None = None

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if ctx.source is None:
            return False
        n = view.state.objects[ctx.source].counters.get(self.kind, 0)
        return n >= self.low and (self.high is None or n <= self.high)


@dataclass(frozen=True)
class SourceUntapped(Condition):
    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return ctx.source is not None and not view.state.objects[ctx.source].tapped


@dataclass(frozen=True)
class SourceCastWith(Condition):
    """"As long as this permanent's <alternative> cost was paid" (702.109a dash, 702.176a)."""

    alternative: str
    counter: str | None = None

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if ctx.source is None:
            return False
        o = view.state.objects[ctx.source]
        if o.cast_with != self.alternative:
            return False
        return self.counter is None or o.counters.get(self.counter, 0) > 0


@dataclass(frozen=True)
class SourceMatches(Condition):
    """An intervening "if" about the source itself, e.g. "if it was a creature" (603.4); for a
    leaves-the-battlefield trigger the view holds its last known information (603.10a)."""

    selector: object  # a rules.selectors.Selector

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None or src not in view.chars:
            return False
        return bool(self.selector.matches(view, src, ctx))  # type: ignore[attr-defined]


@dataclass(frozen=True)
class SourceWasCast(Condition):
    """"if you cast it" (603.4, 601): the permanent entered from the stack as a spell its
    controller cast. The engine records a cast on the object as `cast_with` (the alternative
    cost's name, or "normal" for the mana cost); an object that was put onto the battlefield
    without being cast has `cast_with` None."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return ctx.source is not None and view.state.objects[ctx.source].cast_with is not None


@dataclass(frozen=True)
class DayNight(Condition):
    """"if it's day" / "if it's night" / "if it's neither day nor night" (730.1): the game's
    day/night designation is `which` ("day", "night" or "neither")."""

    which: str = "day"

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return view.state.day_night == self.which


def IsDay() -> DayNight:
    """"as long as it's day" (730.1)."""
    return DayNight("day")


def IsNight() -> DayNight:
    """"as long as it's night" (730.1)."""
    return DayNight("night")


@dataclass(frozen=True)
class YourTurn(Condition):
    """"as long as it's your turn" (102.1: the active player's turn): the effect's controller
    (a static ability's source's controller, 611.3) is the active player."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return view.state.turn.active == ctx.controller


@dataclass(frozen=True)
class Coven(Condition):
    """Coven (207.2c ability word): "if you control three or more creatures with different
    powers" — at least three distinct power values (208.1) among creatures on the battlefield
    the effect's controller controls."""

    n: int = 3

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        you = ctx.controller
        powers = set()
        for oid in view.state.order.get("battlefield", []):
            ch = view.chars.get(oid)
            if ch is not None and "Creature" in ch.types and ch.controller == you \
                    and ch.power is not None:
                powers.add(ch.power)
        return len(powers) >= self.n


@dataclass(frozen=True)
class Not(Condition):
    """The opposite of a condition ("if <condition>, instead ...": the earlier instruction
    is followed only when the condition doesn't hold, 608.2c)."""

    inner: Condition

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return not self.inner.holds(view, ctx)


def rewrite_conditions(cond: Any, leaf: Callable[[Any], Any]) -> Any:
    """`cond` with each condition `leaf` gives a replacement for (not None) replaced, at its
    top or among the parts of and / or / not; the rest unchanged (the same object when
    nothing is replaced)."""
    found = leaf(cond)
    if found is not None:
        return found
    if not dataclasses.is_dataclass(cond) or isinstance(cond, type):
        return cond
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(cond):
        v = getattr(cond, f.name)
        if isinstance(v, Condition):
            nv = rewrite_conditions(v, leaf)
        elif isinstance(v, tuple) and any(isinstance(x, Condition) for x in v):
            nv = tuple(rewrite_conditions(x, leaf) for x in v)
        else:
            continue
        if nv is not v:
            changes[f.name] = nv
    return dataclasses.replace(cond, **changes) if changes else cond
