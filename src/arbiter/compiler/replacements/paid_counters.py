"""614.1c: a permanent that enters with counters if a cost was paid as it was cast:

    If this creature was kicked, it enters with two +1/+1 counters on it.     (702.33d)
    If ~ was kicked with its {1}{G} kicker, it enters with two +1/+1 counters on it.  (702.33f)
    If this creature was bargained, it enters with a +1/+1 counter on it.    (702.166b)

The same replacement effect as "~ enters with N counters on it if <condition>"
(`compiler.replacements.replacements.ENTERS_WITH`): the condition is judged as it enters, on
the choices made casting it (`rules.paid_costs`).
"""

from __future__ import annotations

from arbiter.compiler.conditions.paid_costs import PAID_COST_CONDITION
from arbiter.compiler.grammar.lexicon import A_NUMBER, COUNTER_KIND, kws, lit, sup
from arbiter.rules.abilities import ReplacementAbility

PAID_COUNTERS_LINE = (
    sup("if") + PAID_COST_CONDITION + lit(",") + sup("it") + kws("enters the battlefield",
                                                               "enters").suppress()
    + sup("with") + A_NUMBER + COUNTER_KIND + kws("counter on it", "counters on it").suppress()
    + lit(".")
).set_parse_action(lambda t: ReplacementAbility(text="", kind="enters_with_counters",
                                                spec=(t[2], t[1], t[0])))

__all__ = ["PAID_COUNTERS_LINE"]
