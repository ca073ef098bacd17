"""122.1 / 122.6: one sentence putting counters on two objects:

    put a +1/+1 counter on that creature and a +1/+1 counter on this creature.
                                                               (Juniper Order Ranger)

Two `PutCounters`, in the order written (608.2c). And on three different targets of one
requirement (115.3), each its own number (`engine.stack.counters_per_target`):

    Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature,
    and three +1/+1 counters on a third target creature.       (Incremental Growth)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT, OBJECTS
from arbiter.compiler.grammar.lexicon import A_NUMBER, COUNTER_KIND, kw, kws, lit, sup
from arbiter.compiler.grammar.refs import Pending
from arbiter.engine.stack.counters_per_target import COUNTERS_PER_TARGET
from arbiter.rules import selectors as s
from arbiter.rules.instructions import Custom, TargetSpec
from arbiter.rules.instructions import objects as I

_COUNTERS = AMOUNT + COUNTER_KIND + kws("counter", "counters").suppress()


def _per_target(t: pp.ParseResults) -> list[list[Custom]]:
    (n1, k1), (n2, k2), (n3, k3) = t[0], t[1], t[2]
    if not k1 == k2 == k3 or not all(isinstance(n, int) for n in (n1, n2, n3)):
        raise pp.ParseException("", 0, "counters of several kinds on three targets")
    sel = s.And((s.InZone(("battlefield",)), s.IsType("Creature")))
    spec = TargetSpec("creature", sel, count=3, description="three different target creatures")
    return [[Custom(COUNTERS_PER_TARGET, (Pending(spec), k1, (n1, n2, n3)))]]


_N_KIND = pp.Group(A_NUMBER + COUNTER_KIND + kws("counter", "counters").suppress())

#: "put <N kind> on target creature, <N kind> on another target creature, and <N kind> on a
#: third target creature" (115.3)
_PER_TARGET = (sup("put") + _N_KIND + sup("on") + kw("target creature").suppress() + lit(",")
               + _N_KIND + sup("on") + kw("another target creature").suppress()
               + pp.Optional(lit(",")) + sup("and") + _N_KIND + sup("on")
               + kw("a third target creature").suppress()).set_parse_action(_per_target)

#: "put <N kind> counter(s) on <object> and <N kind> counter(s) on <object>"
COUNTERS_ON_TWO = _PER_TARGET | (
    sup("put") + _COUNTERS + sup("on") + OBJECTS + sup("and") + _COUNTERS + sup("on") + OBJECTS
).set_parse_action(
    lambda t: [[I.PutCounters(t[1], t[0], on=t[2]), I.PutCounters(t[4], t[3], on=t[5])]])

__all__ = ["COUNTERS_ON_TWO"]
