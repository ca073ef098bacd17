"""The suffix "for the first time each turn" of a trigger condition (603.2):

    Whenever you gain life for the first time each turn, create a 1/1 white Cat creature
    token.                                                             (Attended Healer)
    Valiant — Whenever this creature becomes the target of a spell or ability you control
    for the first time each turn, put a +1/+1 counter on it.           (Heartfire Hero)
    Whenever Aurelia attacks for the first time each turn, ...

Only the turn's first event meeting the rest of the condition triggers it
(`engine.triggers.first_time`). Read where the condition names no object by a phrase (the
earlier events are judged again, and an object's qualities then aren't kept): "you", "~",
a player's own event.
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.triggers.conditions import Trigger

FIRST_TIME_WORDS = kw("for the first time each turn")


def first_time(t: pp.ParseResults) -> object:
    """The trigger, marked when "for the first time each turn" follows it."""
    if len(t) == 1:
        return t[0]
    trigger = t[0]
    if not isinstance(trigger, Trigger) or trigger.selector is not None or trigger.any_of \
            or trigger.event == "step" or trigger.batch or trigger.once_each_turn:
        raise pp.ParseException("", 0, "'for the first time each turn' on this trigger")
    return replace(trigger, first_each_turn=True)


FIRST_TIME = FIRST_TIME_WORDS.copy().set_parse_action(lambda: "first")

__all__ = ["FIRST_TIME", "FIRST_TIME_WORDS", "first_time"]
