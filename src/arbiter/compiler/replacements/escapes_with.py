"""702.138c: "[This permanent] escapes with [counters]" means "If this permanent escaped, it
enters with [those counters]" (a replacement effect as it enters, 614.1c):

    This creature escapes with a +1/+1 counter on it.                (Ox of Agonas)
    Uro, Titan of Nature's Wrath escapes with ... (~ escapes with two +1/+1 counters on it.)

The same replacement as "~ enters with N counters on it if <condition>"
(`compiler.replacements.replacements.ENTERS_WITH`), its condition 702.138b's "escaped": the
spell that became the permanent was cast with its escape ability (the engine records the way
a spell was cast on the object, `rules.conditions.SourceCastWith`).
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import A_NUMBER, COUNTER_KIND, kws, lit, sup
from arbiter.rules.abilities import ReplacementAbility
from arbiter.rules.conditions import SourceCastWith

#: 702.138b: a permanent "escaped" if the spell it was was cast with escape.
ESCAPED = SourceCastWith("escape")

ESCAPES_WITH_LINE = (
    sup("~") + sup("escapes with") + A_NUMBER + COUNTER_KIND
    + kws("counter on it", "counters on it").suppress() + lit(".")
).set_parse_action(lambda t: ReplacementAbility(text="", kind="enters_with_counters",
                                                spec=(t[1], t[0], ESCAPED)))

__all__ = ["ESCAPED", "ESCAPES_WITH_LINE"]
