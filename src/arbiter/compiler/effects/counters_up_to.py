"""Up to N counters, with a cap on the total (122.6, 608.2d;
`engine.counters_up_to`):

    Put up to X +1/+0 counters on ~. This ability can't cause the total number of +1/+0
    counters on ~ to be greater than seven.                             (Clockwork Beast)

Only counters on the ability's own object (~), with the cap written for the same kind."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, NUMBER, lit, sup
from arbiter.engine.counters_up_to import PutCountersUpTo


def _same_kind(t: pp.ParseResults) -> bool:
    return bool(t[1] == t[2])


#: "Put up to <N> <kind> counters on ~. This ability can't cause the total number of <kind>
#: counters on ~ to be greater than <cap>."
CAPPED_COUNTERS = (sup("put up to") + AMOUNT + COUNTER_KIND + sup("counters on ~") + lit(".")
                   + sup("this ability can't cause the total number of") + COUNTER_KIND
                   + sup("counters on ~ to be greater than") + NUMBER + lit(".")
                   ).add_condition(_same_kind).add_parse_action(
    lambda t: [("plain", [PutCountersUpTo(kind=t[1], n=t[0], cap=int(t[3]))])])

__all__ = ["CAPPED_COUNTERS"]
