""""When ~ dies, if it had no <kind> counters on it, <effects>." (the vanishing creatures
of Time Spiral, 702.63), as grammar: a leaves-the-battlefield ability (603.6c) whose
intervening "if" (603.4) is checked on the creature as it last existed on the battlefield
(603.10a: the counters it had then)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.sentences import EFFECTS
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, lit, sup
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.conditions import SourceCounters
from arbiter.rules.instructions import TargetSpec


def _ability(t: pp.ParseResults) -> TriggeredAbility:
    from arbiter.compiler.lines import _trigger_body

    kind, effects = t[0], t[1]
    cond = SourceCounters(kind, 0, 0)
    targets: list[TargetSpec] = []
    trigger, body = _trigger_body(Trigger("dies", "self"), cond, effects, targets)
    return TriggeredAbility(text="", trigger=trigger, instructions=body,
                            targets=tuple(targets), intervening_if=cond)


NO_COUNTERS_DIES_LINE = (sup("when ~ dies") + lit(",") + sup("if it had no") + COUNTER_KIND
                         + sup("counters on it") + lit(",") + EFFECTS
                         ).set_parse_action(_ability)

__all__ = ["NO_COUNTERS_DIES_LINE"]
