"""A mana ability whose cost removes any number of counters and which adds mana for each
one removed (the storage lands, 602.2b, 601.2h, 122.8, 605.1a):

    {T}, Remove any number of storage counters from ~: Add {B} for each storage counter
    removed this way.

    {1}, Remove X storage counters from ~: Add X mana in any combination of {U} and/or {B}.

The number is the one the player chose as the cost was paid (`rules.cost_values.
CountersRemovedAsCost`; "Remove X" is read only here, where X can mean nothing but the
counters removed); the ability has costs besides {T}, so the player activates it
(605.3a, `engine.turn.priority`), and it resolves at once (605.3b)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.costs.costs import COST
from arbiter.compiler.grammar.lexicon import kw, lit, sup
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

_COLOR = pp.Regex(r"\{[WUBRG]\}").set_parse_action(lambda t: t[0][1])
#: 106.1b: "colors" / "{U} and/or {B}".
_COMBINATION = pp.MatchFirst([
    kw("colors").set_parse_action(lambda: [list("WUBRG")]),
    (pp.Group(_COLOR + pp.ZeroOrMore(lit(",") + _COLOR)) + pp.Optional(lit(","))
     + sup("and/or") + _COLOR).set_parse_action(lambda t: [[*t[0], t[1]]]),
])


def _x_removed(t: pp.ParseResults) -> object:
    """122.8 / 601.2h: "Remove X <kind> counters from ~" is removing any number of them, the
    number chosen as the cost is paid; 106.1b: X mana in any combination of the colors."""
    from arbiter.compiler.lines import _activated

    costs, kind, colors = t[0], t[1], list(t[2])
    if any(isinstance(c, K.RemoveCountersCost) and c.n is None for c in costs):
        raise pp.ParseException("", 0, "two costs removing any number of counters")
    cost = (*costs, K.RemoveCountersCost(kind, None))
    return _activated([cost, [I.AddMana(colors=tuple(colors), amount=CountersRemovedAsCost(),
                                        combination=True)]])


#: "<costs>, Remove X <kind> counters from ~: Add X mana in any combination of {U} and/or
#: {B}."
STORAGE_X_MANA_LINE = (COST + lit(",") + sup("remove X") + _KIND + sup("counters from ~")
                       + lit(":") + sup("add X mana in any combination of") + _COMBINATION
                       + lit(".")).set_parse_action(_x_removed)

__all__ = ["STORAGE_MANA_LINE", "STORAGE_X_MANA_LINE"]
