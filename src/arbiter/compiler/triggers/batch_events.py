"""603.2c: "Whenever one or more <objects> enter / die / are put into a graveyard from
anywhere, ..." triggers once for an event, however many of the objects it concerns.

The engine stamps simultaneous events with one batch number (`engine.triggers.batches`), and
a trigger marked `batch` triggers only once per batch (`engine.triggers.triggered.collect`).
So the condition is exact, but the event the ability remembers is the first matching one:
an effect that refers to the objects ("them", "that many", "one of them", their controller,
608.2h) would see only one of them. Such an effect is not read here (it stays unread); an
effect that doesn't look at the event at all ("draw a card", "put a +1/+1 counter on ~") is.
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import values as V
from arbiter.rules.instructions.references import Ref
from arbiter.rules.structure import nodes

#: References to what the trigger's event names (603.2): "it", "that creature", "that
#: player", "its controller", and the new object an event's object became (400.7).
_EVENT_REF_KINDS = frozenset({"it", "unbound"})
#: Modules whose values read the trigger's event (its object's stats, its player, its amount).
_EVENT_MODULES = frozenset({
    "arbiter.rules.event_object_stats", "arbiter.rules.spell_event_values",
    "arbiter.rules.highest_life", "arbiter.rules.event_selectors",
    "arbiter.rules.event_player_conditions", "arbiter.rules.last_known",
    "arbiter.rules.mana_selectors",
})


def names_the_event(x: object) -> bool:
    """Whether `x` (instructions, targets, a condition) refers to the trigger's event."""
    for n in nodes(x):
        if isinstance(n, Ref) and ("event" in n.kind or n.kind in _EVENT_REF_KINDS):
            return True
        if isinstance(n, V.EventAmount | V.ThatMany):
            return True
        if type(n).__module__ in _EVENT_MODULES:
            return True
    return False


def batch_trigger(trigger: Trigger) -> Trigger:
    """603.2c: the trigger of "one or more <objects> <event>" without a once-each-turn limit:
    once per batch of simultaneous events."""
    if trigger.event not in ("enters", "dies", "put_into_graveyard") or trigger.any_of \
            or trigger.subject != "any":
        raise pp.ParseException("", 0, "a 'one or more' trigger not read as a batch")
    return replace(trigger, batch=True)


def check_batch_body(trigger: Trigger, cond: object, body: tuple, targets: list) -> None:
    """603.2c: a batch trigger's effect and intervening "if" (603.4) must not refer to the
    event's objects, of which the engine remembers one."""
    if trigger.batch and trigger.event in ("enters", "dies", "put_into_graveyard") and \
            names_the_event((cond, body, tuple(targets))):
        raise pp.ParseException("", 0, "'them' / 'that many' of a 'one or more' trigger")


__all__ = ["batch_trigger", "check_batch_body", "names_the_event"]
