""""Whenever one or more +1/+1 counters are put on this creature, ..." (Herd Baloth, Pensive
Professor), as grammar: a trigger on counters of a kind being put on the object (122.6: on
the battlefield, or as it enters with them), once for each time counters are put on it
(603.2c: "one or more"); "Whenever a +1/+1 counter is put on this creature" (Fathom Mage)
once for each counter put.

A line whose effect says "that many" (the number of counters put) is left unread: the
effect's "that many" counts the previous instruction's objects (`V.ThatMany`), not the
event's counters.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COUNTER_KIND, sup
from arbiter.engine.triggers.conditions import Trigger


def _build(s: str, _loc: int, t: pp.ParseResults) -> Trigger:
    if "that many" in s or "that much" in s:
        raise pp.ParseException(s, 0, "'that many' of the counters put")
    return Trigger("counters_put", "self", counters=(t[0], None))


#: 122.6, 603.2c: "one or more <kind> counters are put on ~".
COUNTERS_PUT_ON_SELF = (sup("one or more") + COUNTER_KIND + sup("counters are put on ~")
                        + pp.FollowedBy(",")).set_parse_action(_build)



def _each(s: str, _loc: int, t: pp.ParseResults) -> Trigger:
    if "that many" in s or "that much" in s:
        raise pp.ParseException(s, 0, "'that many' of the counters put")
    return Trigger("counters_put", "self", counters=(t[0], None), per_counter=True)


#: 122.6: "a <kind> counter is put on ~" (Fathom Mage): once for each counter put, on the
#: battlefield or as the permanent enters with them.
COUNTER_PUT_ON_SELF = (sup("a") + COUNTER_KIND + sup("counter is put on ~")
                       + pp.FollowedBy(",")).set_parse_action(_each)

__all__ = ["COUNTERS_PUT_ON_SELF", "COUNTER_PUT_ON_SELF"]
