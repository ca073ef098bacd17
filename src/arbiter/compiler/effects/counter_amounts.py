"""122.6: counters whose number is written as a count, taken as the spell or ability
resolves (608.2h; `engine.counters`):

    Put a number of +1/+1 counters on target creature equal to the number of lands you
    control.
    Put X +1/+1 counters on target creature, where X is your devotion to green.
    Put a number of +1/+1 counters on this creature equal to the sacrificed creature's
    toughness.
    put a number of +1/+1 counters equal to Maester Seymour's power on another target
    creature you control.                       (the newer order: the count before "on")

Only numbers that don't depend on an object of the sentence are read ("equal to its power"
needs "its" bound to the right object and stays unread)."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.damage_equal_to import _mentions_ref
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kw, kws, lit, sup
from arbiter.compiler.statics.predicates import COUNT
from arbiter.rules.instructions import objects as I

_KIND = COUNTER_KIND + kws("counter", "counters").suppress()


def _build(kind: str, on: Any, n: Any) -> list[list[I.Instruction]]:
    if getattr(n, "local", False) or _mentions_ref(n):
        raise pp.ParseException("", 0, "a number about an object of the sentence")
    return [[I.PutCounters(kind, n, on=on)]]


def counter_amounts(objects: pp.ParserElement) -> list[pp.ParserElement]:
    """"put a number of <kind> counters on <objects> equal to <count>" (or "... equal to
    <count> on <objects>") and "put X <kind> counters on <objects>, where X is <count>"."""
    return [
        (sup("put a number of") + _KIND + sup("on") + objects + sup("equal to") + COUNT
         ).set_parse_action(lambda t: _build(t[0], t[1], t[2])),
        (sup("put a number of") + _KIND + sup("equal to") + COUNT + sup("on") + objects
         ).set_parse_action(lambda t: _build(t[0], t[2], t[1])),
        (sup("put") + kw("X").suppress() + _KIND + sup("on") + objects + lit(",")
         + sup("where X is") + COUNT).set_parse_action(lambda t: _build(t[0], t[1], t[2])),
    ]


__all__ = ["counter_amounts"]
