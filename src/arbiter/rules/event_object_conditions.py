"""Intervening "if" clauses about the object of the event that triggered the ability (603.4),
checked as the ability triggers and again as it resolves, each time for that object:

    Whenever another creature you control dies, if it had counters on it, ...   (603.10a)
    When this creature dies, if it had a +1/+1 counter on it, ...
    Whenever you cast a noncreature spell, if at least four mana was spent to cast it, ...

The compiler writes the condition unbound; `engine.triggers.triggered` binds it to the
event's object each time (`bind_event_object`). An object that has left its zone is the old
object, as it last existed (608.2h: its counters stay on it, 400.7)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.conditions import Condition, rewrite_conditions

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class EventObjectHadCounters(Condition):
    """"if it had counters on it" (`kind` None: of any kind) / "if it had a <kind> counter on
    it": the event's object `obj` (a permanent that left the battlefield, as it last existed
    there, 603.10a)."""

    kind: str | None = None
    obj: int | None = None

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if self.obj is None:
            raise ValueError("EventObjectHadCounters is checked with the event's object")
        counters = view.state.objects[self.obj].counters
        if self.kind is None:
            return any(n > 0 for n in counters.values())
        return counters.get(self.kind, 0) > 0

    def for_event_object(self, obj: int | None) -> EventObjectHadCounters:
        return dataclasses.replace(self, obj=obj)

    def __str__(self) -> str:
        return "it had counters on it" if self.kind is None \
            else f"it had a {self.kind} counter on it"


def bind_event_object(cond: Any, obj: int | None) -> Any:
    """`cond` with each condition about the event's object (one with `for_event_object`, at
    its top or among the parts of and / or / not) bound to `obj`."""
    return rewrite_conditions(cond, lambda c: c.for_event_object(obj)
                              if hasattr(c, "for_event_object") else None)


__all__ = ["EventObjectHadCounters", "bind_event_object"]
