"""603.2, 122.1: a trigger condition about the source's counters attached by "while":

    Whenever another creature you control enters while this creature has a -1/-1 counter
    on it, remove a -1/-1 counter from this creature.        (Reluctant Dounguard)
    Whenever this creature becomes tapped while it has a -1/-1 counter on it, ...
                                                             (Encumbered Reejerey)

The ability triggers only if the source has a counter of that kind as the event happens
(`Trigger.only_if`, checked by `engine.triggers.triggered` when the event is looked at); it
is not an intervening "if" (603.4) and isn't checked again as the ability resolves. The
source's own counters are a fact about it whatever the event, so this "while" may follow any
event (`compiler.triggers.attacks_while` limits other conditions to attack/block events).
"it" names the source only when the event is the source's own (subject "self").
"""

from __future__ import annotations

from dataclasses import dataclass

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kws, sup
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import conditions as C


@dataclass(frozen=True)
class SourceCountersWhile:
    """The "while" condition (122.1) and whether the text called the source "it"."""

    cond: C.SourceCounters
    by_it: bool


def _build(t: pp.ParseResults) -> tuple[str, SourceCountersWhile]:
    return ("while", SourceCountersWhile(C.SourceCounters(t[1], 1), t[0] == "it"))


#: The source's own leaving: its counters as it left aren't read here (603.10a), unread.
_SELF_LEAVING = ("dies", "leaves", "put_into_graveyard_from_battlefield", "sacrificed")


def source_counters_fit(trigger: object, cond: SourceCountersWhile) -> bool:
    """Whether "while <source> has a counter" can be checked on this trigger's event: the
    source on the battlefield (its counters, 122.1), the event not its leaving, "it" the
    source's own event."""
    return isinstance(trigger, Trigger) and trigger.only_if is None and not trigger.any_of \
        and trigger.zone == "battlefield" \
        and not (trigger.subject == "self" and trigger.event in _SELF_LEAVING) \
        and (not cond.by_it or trigger.subject == "self")


#: "while ~ has a -1/-1 counter on it" / "while it has a -1/-1 counter on it".
WHILE_SOURCE_COUNTER = (sup("while") + kws("~", "it") + sup("has") + kws("a", "an").suppress()
                        + COUNTER_KIND + sup("counter on it") + pp.FollowedBy(",")
                        ).set_parse_action(_build)

__all__ = ["SourceCountersWhile", "WHILE_SOURCE_COUNTER", "source_counters_fit"]
