"""122.6 / 614.1c: "... to the battlefield with a +1/+1 counter on it" ("with two additional
+1/+1 counters on it", "with a flying counter on it"): the permanent enters with the counters
(`ReturnToBattlefield.counters`). Stun (122.1d), shield (122.1c) and finality (122.1h)
counters are carried out by `engine.replacement.rules_counters`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import A_NUMBER, COUNTER_KIND, kws, sup


def _counters(t: pp.ParseResults) -> list[tuple[str, tuple[tuple[str, int], ...]]]:
    n, kind = t[0], t[1]
    if not isinstance(n, int):
        raise pp.ParseException("", 0, "a number of counters counted elsewhere")
    return [("enter_counters", ((kind, n),))]


#: "with a +1/+1 counter on it", "with an additional +1/+1 counter on it".
WITH_COUNTERS = (sup("with") + A_NUMBER + pp.Optional(sup("additional")) + COUNTER_KIND
                 + kws("counter", "counters").suppress() + kws("on it", "on them").suppress()
                 ).set_parse_action(_counters)

__all__ = ["WITH_COUNTERS"]
