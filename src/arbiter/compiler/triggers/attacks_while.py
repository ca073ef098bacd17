"""603.2: a trigger condition with a state of the game attached by "while":

    Whenever this creature attacks while you control two or more artifacts, ...
    Whenever this creature attacks or blocks while you control a Dinosaur, ...
    Whenever this creature attacks while you have the most life or are tied for most life, ...

The ability triggers only if the condition holds as the event happens (`Trigger.only_if`,
checked by `engine.triggers.triggered` when the event is looked at, before anything else
is done); it is not an intervening "if" (603.4) and isn't checked again as the ability
resolves. Read only after this object's own attack or block events; the condition is any
condition an intervening "if" may state about the game (`compiler.conditions`).
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.conditions.conditions import CONDITION
from arbiter.compiler.conditions.static import GAME_CONDITION
from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.triggers.while_counters import (
    WHILE_SOURCE_COUNTER,
    SourceCountersWhile,
    source_counters_fit,
)
from arbiter.engine.triggers.conditions import Trigger

#: The events "while" may follow: this object attacking, or attacking or blocking.
_EVENTS = ("attacks", "attacks_or_blocks", "blocks")

#: "while <condition>" after the event.
WHILE = WHILE_SOURCE_COUNTER | (
    sup("while") + (CONDITION | GAME_CONDITION) + pp.FollowedBy(",")).set_parse_action(
    lambda t: ("while", t[0]))


def with_while(trigger: object, cond: object) -> Trigger:
    """The trigger, triggering only if `cond` holds as its event happens (603.2)."""
    if isinstance(cond, SourceCountersWhile):  # 122.1 (`compiler.triggers.while_counters`)
        if not source_counters_fit(trigger, cond):
            raise pp.ParseException("", 0, "'while it has a counter' not about the source")
        return replace(trigger, only_if=cond.cond)
    if not isinstance(trigger, Trigger) or trigger.event not in _EVENTS or \
            trigger.subject != "self" or trigger.only_if is not None or trigger.any_of:
        raise pp.ParseException("", 0, "'while' after another event")
    return replace(trigger, only_if=cond)


__all__ = ["WHILE", "with_while"]
