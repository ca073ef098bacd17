""""counter that spell" (701.6a) in a triggered ability whose trigger is a spell being cast
(603.2, 601.2i): the spell the event names (Chalice of the Void: "Whenever a player casts a
spell with mana value equal to the number of charge counters on this artifact, counter that
spell."). Not a target (115.1): the spell is countered even if it has hexproof-like
protection from being targeted; one that can't be countered stays (701.6a, 113.6g).

Read only after a cast trigger, where "that spell" can only be the spell cast.
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw
from arbiter.rules.instructions import objects as I

_CAST_TRIGGER = re.compile(r"^Whenever (you|a player|an opponent) casts? ")


def _after_cast_trigger(s: str, loc: int, t: pp.ParseResults) -> None:
    if not _CAST_TRIGGER.match(s):
        raise pp.ParseException(s, loc, "'that spell' without a cast trigger")


#: 701.6a: "counter that spell" (the cast event's spell, `Ref.event`).
COUNTER_THAT_SPELL = kw("counter that spell").add_parse_action(_after_cast_trigger
                                                             ).add_parse_action(
    lambda: [[I.CounterTarget(I.Ref.event())]])

__all__ = ["COUNTER_THAT_SPELL"]
