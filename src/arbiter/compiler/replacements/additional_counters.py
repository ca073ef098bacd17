"""Other permanents entering with an additional counter (614.1c, 614.12):

    <objects> enter(s) [the battlefield] with an additional <kind> counter on it/them.

A predicate of a static ability's sentence ("As long as an opponent lost life this turn, each
other Vampire you control enters the battlefield with an additional +1/+1 counter on it.") and
a clause of a resolving effect with a duration ("Until your next turn, ... each creature you
control enters the battlefield with an additional +1/+1 counter on it."; `compiler.
flash_permission`). Both are the rules part `engine.replacement.additional_counters.RULE`, detail
(kind, 1); the engine puts the counters on as the permanent enters.

Only one counter of a named kind: "an additional X +1/+1 counters", "... for each ..." and
"where X is ..." are not read here.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.engine.replacement.additional_counters import RULE
from arbiter.rules import parts as P

_KIND = pp.Regex(r"\+1/\+1|-1/-1|loyalty").set_name("counter kind")

#: 614.1c: "enters the battlefield with an additional +1/+1 counter on it".
ENTERS_WITH_ADDITIONAL = (
    kws("enters the battlefield", "enter the battlefield", "enters", "enter").suppress()
    + sup("with an additional") + _KIND + kws("counter on it", "counter on them").suppress()
).set_parse_action(lambda t: [[P.RulesPart(RULE, (t[0], 1))]])

__all__ = ["ENTERS_WITH_ADDITIONAL"]
