"""614.1c / 122.1b: a permanent entering with a counter of a kind its controller chooses:

    ~ enters with your choice of a <kind> counter or a <kind> counter on it.
    ~ enters with your choice of a <kind>, <kind>, or <kind> counter on it.

The choice is made as it enters (`engine.replacement.entering`: a tuple of kinds in the
replacement's `spec`); a keyword counter grants its keyword (122.1b).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.rules.abilities import ReplacementAbility

#: 122.1 / 122.1b: a counter kind, including the two-word keyword counters.
COUNTER_KIND = pp.Regex(
    r"(?!counters?\b)(?:first strike|double strike|[+-]\d+/[+-]\d+|[a-z][a-z-]*)")

_A = kws("a", "an").suppress()
_COUNTER = sup("counter")
#: "a flying counter or a first strike counter"
_EACH_NAMED = (_A + COUNTER_KIND + _COUNTER + pp.OneOrMore(
    pp.Optional(lit(",")) + pp.Optional(sup("or")) + _A + COUNTER_KIND + _COUNTER))
#: "a +1/+1, first strike, or vigilance counter"
_LISTED = (_A + COUNTER_KIND + pp.OneOrMore(
    pp.Optional(lit(",")) + pp.Optional(sup("or")) + COUNTER_KIND) + _COUNTER)


def _choice(t: pp.ParseResults) -> ReplacementAbility:
    kinds = tuple(dict.fromkeys(t))
    if len(kinds) < 2:
        raise pp.ParseException("", 0, "a choice of one kind")
    return ReplacementAbility(text="", kind="enters_with_counters", spec=(kinds, 1))


ENTERS_WITH_CHOICE = (sup("~") + kws("enters the battlefield", "enters").suppress()
                      + sup("with your choice of") + (_EACH_NAMED | _LISTED)
                      + sup("on it") + lit(".")).set_parse_action(_choice)

__all__ = ["ENTERS_WITH_CHOICE"]
