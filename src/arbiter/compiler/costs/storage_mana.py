"""A mana ability whose cost removes any number of counters and which adds mana for each
one removed (the storage lands, 602.2b, 601.2h, 122.8, 605.1a):

    {T}, Remove any number of storage counters from ~: Add {B} for each storage counter
    removed this way.

The number is the one the player chose as the cost was paid (`rules.cost_values.
CountersRemovedAsCost`); the ability has costs besides {T}, so the player activates it
(605.3a, `engine.turn.priority`), and it resolves at once (605.3b)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.costs.costs import COST
from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.rules import costs as K
from arbiter.rules.cost_values import CountersRemovedAsCost
from arbiter.rules.instructions import objects as I

_SYMBOL = pp.Regex(r"\{[WUBRGC]\}").set_parse_action(lambda t: t[0][1])
_KIND = pp.Regex(r"[a-z][a-z-]*")


def _removed(t: pp.ParseResults) -> object:
    from arbiter.compiler.lines import _activated

    costs, symbols, kind = t[0], list(t[1]), t[2]
    removes = [c for c in costs if isinstance(c, K.RemoveCountersCost) and c.n is None]
    if len(removes) != 1 or removes[0].kind != kind:
        raise pp.ParseException("", 0, "not the counters the cost removes")
    return _activated([costs, [I.AddMana(x, amount=CountersRemovedAsCost()) for x in symbols]])


#: "<costs>, Remove any number of <kind> counters from ~: Add {B} for each <kind> counter
#: removed this way."
STORAGE_MANA_LINE = (COST + lit(":") + sup("add") + pp.Group(pp.OneOrMore(_SYMBOL))
                     + sup("for each") + _KIND + sup("counter removed this way") + lit(".")
                     ).set_parse_action(_removed)

__all__ = ["STORAGE_MANA_LINE"]
