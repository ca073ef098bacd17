"""614.1c: "~ enters tapped [and] with N <kind> counters on it." (the Vivid lands; Sphere of
the Suns: "enters tapped and with three charge counters on it"): one replacement
effect modifying how the permanent enters in two ways, read as the two modifications the
engine applies as it enters (`engine.replacement.entering`: "enters_tapped" and
"enters_with_counters"), both from this one line.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import A_NUMBER, COUNTER_KIND, kws, lit, sup
from arbiter.rules.abilities import ReplacementAbility

_ENTERS = kws("enters the battlefield", "enters").suppress()

ENTERS_TAPPED_WITH_COUNTERS = (
    sup("~") + _ENTERS + sup("tapped") + pp.Optional(sup("and")) + sup("with") + A_NUMBER
    + COUNTER_KIND
    + kws("counter on it", "counters on it").suppress() + lit(".")
).set_parse_action(lambda t: [
    ReplacementAbility(text="", kind="enters_tapped", spec=()),
    ReplacementAbility(text="", kind="enters_with_counters", spec=(t[1], t[0]))])

__all__ = ["ENTERS_TAPPED_WITH_COUNTERS"]
