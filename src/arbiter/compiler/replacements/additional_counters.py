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

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.engine.replacement.additional_counters import RULE
from arbiter.rules import parts as P
from arbiter.rules.instructions import CreateEffect
from arbiter.rules.selectors import Selector

_KIND = pp.Regex(r"\+1/\+1|-1/-1|loyalty").set_name("counter kind")

#: 614.1c: "enters the battlefield with an additional +1/+1 counter on it".
ENTERS_WITH_ADDITIONAL = (
    kws("enters the battlefield", "enter the battlefield", "enters", "enter").suppress()
    + sup("with an additional") + _KIND + kws("counter on it", "counter on them").suppress()
).set_parse_action(lambda t: [[P.RulesPart(RULE, (t[0], 1))]])



def not_entered_yet(then: list[Any]) -> None:
    """614.1c: "If <condition>, that creature enters with an additional +1/+1 counter on it."
    after the instruction that put it onto the battlefield (Vigor Mortis): the object named
    has entered already, and the counter belongs to that instruction, which this doesn't
    change: not read. (A group, "each creature you control enters ...", is those entering
    later; "When you next cast a creature spell this turn, that creature enters ..." names a
    spell not yet resolved.)"""
    for step in then:
        if isinstance(step, CreateEffect) and not isinstance(step.affected, Selector) and any(
                isinstance(p, P.RulesPart) and p.rule == RULE for p in step.parts):
            raise pp.ParseException("", 0, "'enters with' about an object named before")


__all__ = ["ENTERS_WITH_ADDITIONAL", "not_entered_yet"]
