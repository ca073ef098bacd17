""""this is the second time this ability has resolved this turn" (608.2c, in the "if"
sentence of the ability's own effect; `rules.resolution_counts`). "If it's the second
time, ..." (a sentence naming the count of one before it) and "the first or second time"
aren't read."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.rules.resolution_counts import ResolvedTimesThisTurn

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
_ORDINAL = pp.one_of(list(_ORDINALS), caseless=True, as_keyword=True).set_parse_action(
    lambda t: _ORDINALS[t[0].lower()])

RESOLVED_TIMES = (sup("this is the") + _ORDINAL
                  + sup("time this ability has resolved this turn")).set_parse_action(
    lambda t: ResolvedTimesThisTurn(int(t[0])))

__all__ = ["RESOLVED_TIMES"]
