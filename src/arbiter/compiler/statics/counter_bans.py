""""can't have [<kind>] counters put on it/them" (122, 101.2), as grammar: a predicate of
static abilities giving the rules part `engine.counter_bans.CANT_HAVE_COUNTERS`."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kw, kws, sup
from arbiter.engine.counter_bans import CANT_HAVE_COUNTERS
from arbiter.rules import parts as P

_ON = kws("put on it", "put on them").suppress()
#: 101.2: "can't have counters put on it" / "can't have -1/-1 counters put on them".
CANT_HAVE_COUNTERS_PREDICATE = pp.MatchFirst([
    (sup("can't have counters") + _ON).set_parse_action(
        lambda: [[P.RulesPart(rule=CANT_HAVE_COUNTERS, detail=None)]]),
    (sup("can't have") + COUNTER_KIND + kw("counters").suppress() + _ON).set_parse_action(
        lambda t: [[P.RulesPart(rule=CANT_HAVE_COUNTERS, detail=str(t[0]))]]),
])

__all__ = ["CANT_HAVE_COUNTERS_PREDICATE"]
