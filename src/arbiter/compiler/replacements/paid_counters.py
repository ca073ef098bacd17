"""614.1c: a permanent that enters with counters if a cost was paid as it was cast:

    If this creature was kicked, it enters with two +1/+1 counters on it.     (702.33d)
    If ~ was kicked with its {1}{G} kicker, it enters with two +1/+1 counters on it.  (702.33f)
    If this creature was bargained, it enters with a +1/+1 counter on it.    (702.166b)
    If this creature was kicked, it enters with two +1/+1 counters on it and with haste.
    If ~ was kicked with its {W} kicker, it enters with ... and with "<ability>".

The abilities after "and with" are the permanent's for as long as it stays on the battlefield
(`engine.replacement.entering_abilities`); a keyword the engine doesn't carry out or a quoted
ability it can't read leaves the line unread.

The same replacement effect as "~ enters with N counters on it if <condition>"
(`compiler.replacements.replacements.ENTERS_WITH`): the condition is judged as it enters, on
the choices made casting it (`rules.paid_costs`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.paid_costs import PAID_COST_CONDITION
from arbiter.compiler.grammar.lexicon import A_NUMBER, COUNTER_KIND, kws, lit, sup
from arbiter.compiler.statics.predicates import ABILITY_LIST
from arbiter.engine.replacement import entering_abilities
from arbiter.rules.abilities import ReplacementAbility


def _build(t: pp.ParseResults) -> list[ReplacementAbility]:
    cond, n, kind = t[0], t[1], t[2]
    out = [ReplacementAbility(text="", kind="enters_with_counters", spec=(kind, n, cond))]
    if len(t) > 3:  # 614.1c: "and with <abilities>"
        out.append(ReplacementAbility(text="", kind=entering_abilities.KIND,
                                      spec=entering_abilities.spec(tuple(t[3]), cond)))
    return out


PAID_COUNTERS_LINE = (
    sup("if") + PAID_COST_CONDITION + lit(",") + sup("it") + kws("enters the battlefield",
                                                               "enters").suppress()
    + sup("with") + A_NUMBER + COUNTER_KIND + kws("counter on it", "counters on it").suppress()
    + (lit(".") | sup("and with") + ABILITY_LIST + pp.Optional(lit(".")))  # '."' ends it
).set_parse_action(_build)

__all__ = ["PAID_COUNTERS_LINE"]
