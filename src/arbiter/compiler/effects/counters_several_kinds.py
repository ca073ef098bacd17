"""122.1 / 122.6: counters of several kinds put on the same object by one instruction:

    Put a +1/+1 counter and a lifelink counter on target creature.
    Put two +1/+1 counters and a flying counter on target creature.
    Put a flying counter, a first strike counter, and a lifelink counter on that creature.

One `PutCounters` per kind, in the order written (608.2c), all on the object the phrase names
(122.1b: keyword counters grant their keyword, layer 6). Counters of each kind are one event
of their own (122.6), as the engine's triggers and replacements (614.1a) read them per kind.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT, OBJECTS
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kw, kws, lit, sup
from arbiter.rules.instructions import objects as I

_COUNTERS = pp.Group(AMOUNT + COUNTER_KIND + kws("counter", "counters").suppress())
_LIST = _COUNTERS + pp.ZeroOrMore(lit(",").suppress() + ~kw("and") + _COUNTERS) \
    + pp.Optional(lit(",")).suppress() + kw("and").suppress() + _COUNTERS

#: "put <N kind> counter(s)[, <N kind> counter(s)] and <N kind> counter(s) on <object>"
COUNTERS_OF_SEVERAL_KINDS = (sup("put") + _LIST + sup("on") + OBJECTS).set_parse_action(
    lambda t: [[I.PutCounters(c[1], c[0], on=t[-1]) for c in t[:-1]]])

__all__ = ["COUNTERS_OF_SEVERAL_KINDS"]
