"""107.3, 601.2c, 608.2b: a target's limit "with mana value X or less" (or power,
toughness; "X or greater", exactly X) whose X the sentence defines after it ("return target
creature card with mana value X or less from your graveyard to the battlefield, where X is the
amount of life you gained this turn", Celestine, the Living Saint).

The object phrase can't know the number yet: it leaves a `WhereXLimit`, which the
where-clause (`compiler.effects.sentences`) turns into the comparison with its number
(`rules.stat_value_selectors.StatVsValue`). The number is counted each time the target is
judged: as it is chosen (601.2c) and again as the spell or ability resolves (608.2b). Only
numbers known before any cost is paid or instruction carried out are read (the number of
objects, a life total, life gained or lost this turn, the source's power, counters on it); a
number from a cost ("the sacrificed creature's mana value", paid after targets are chosen,
601.2h) or from an event leaves the limit in place, and a limit left in place leaves the line
unread (`bound_ok`, `compiler.unbound`)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from arbiter.rules.selectors import And, Not, Or, Selector
from arbiter.rules.stat_value_selectors import StatVsValue
from arbiter.rules.turn_history import LifeGainedThisTurn
from arbiter.rules.values import (
    CountersOnSource,
    CountOf,
    Devotion,
    LifeLostThisTurn,
    LifeTotal,
    SourcePower,
    Value,
)

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: Numbers known as a target is chosen, whatever the ability has paid or done.
_KNOWN_BEFORE = (CountOf, Devotion, LifeTotal, SourcePower, CountersOnSource, LifeGainedThisTurn,
                 LifeLostThisTurn)


@dataclass(frozen=True)
class WhereXLimit(Selector):
    """"with <stat> X [or less | or greater]" waiting for the sentence's "where X is"."""

    stat: str
    op: str

    def bound_ok(self) -> bool:
        return False  # no where-clause gave X a number: the line stays unread

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        raise AssertionError("a limit of X the where-clause didn't define")


def _defined(sel: Selector | None, value: Value) -> Selector | None:
    if isinstance(sel, WhereXLimit):
        return StatVsValue(sel.stat, sel.op, value)
    if isinstance(sel, And | Or):
        return type(sel)(tuple(_defined(p, value) for p in sel.parts))  # type: ignore[misc]
    if isinstance(sel, Not):
        return Not(_defined(sel.inner, value))  # type: ignore[arg-type]
    return sel


def where_x_target(pending: Any, value: Any) -> Any:
    """The pending target (`compiler.grammar.refs.Pending`) with its X limits defined by
    `value`, when that number is known as targets are chosen."""
    spec = pending.spec
    if not isinstance(value, _KNOWN_BEFORE) or spec.selector is None:
        return pending
    sel = _defined(spec.selector, value)
    return pending if sel == spec.selector else replace(pending, spec=replace(spec, selector=sel))


__all__ = ["WhereXLimit", "where_x_target"]
