"""122.1 / 122.6: one sentence putting counters on two objects:

    put a +1/+1 counter on that creature and a +1/+1 counter on this creature.
                                                               (Juniper Order Ranger)

Two `PutCounters`, in the order written (608.2c)."""

from __future__ import annotations

from arbiter.compiler.effects.effects import AMOUNT, OBJECTS
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kws, sup
from arbiter.rules.instructions import objects as I

_COUNTERS = AMOUNT + COUNTER_KIND + kws("counter", "counters").suppress()

#: "put <N kind> counter(s) on <object> and <N kind> counter(s) on <object>"
COUNTERS_ON_TWO = (sup("put") + _COUNTERS + sup("on") + OBJECTS + sup("and") + _COUNTERS
                   + sup("on") + OBJECTS).set_parse_action(
    lambda t: [[I.PutCounters(t[1], t[0], on=t[2]), I.PutCounters(t[4], t[3], on=t[5])]])

__all__ = ["COUNTERS_ON_TWO"]
