"""614.1c with 601.2h: "~ enters with a number of +1/+1 counters on it equal to the amount of
mana spent to cast it." (Kurbis, Marath, Gyrus, Dyadrine): counted as it enters from the
spell it was (`rules.mana_spent`); a permanent that wasn't cast gets none."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kws, lit, sup
from arbiter.rules.abilities import ReplacementAbility
from arbiter.rules.mana_spent import ManaSpentToCastIt

#: "~ enters with a number of <kind> counters on it equal to the amount of mana spent to cast
#: it."
MANA_SPENT_COUNTERS_LINE = (
    sup("~") + kws("enters the battlefield", "enters").suppress()
    + sup("with a number of") + COUNTER_KIND + sup("counters on it")
    + sup("equal to the amount of mana spent to cast it") + lit(".")
).set_parse_action(lambda t: ReplacementAbility(
    text="", kind="enters_with_counters", spec=(t[0], ManaSpentToCastIt())))

__all__ = ["MANA_SPENT_COUNTERS_LINE"]
