""""Put a corpse counter on this creature for each creature that died this turn." (Scavenging
Ghoul), as grammar: N counters times a count (107.1), the count taken as the ability
resolves (608.2h; `engine.counters`, 122.6).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import A_NUMBER, COUNTER_KIND, kws, sup
from arbiter.compiler.grammar.turn_counts import TURN_COUNT
from arbiter.compiler.statics.predicates import FOR_EACH
from arbiter.rules import values as V
from arbiter.rules.instructions import objects as I


def counters_for_each(objects: pp.ParserElement) -> pp.ParserElement:
    """"put N <kind> counter(s) on <objects> for each <count>"."""
    def build(t: pp.ParseResults) -> list[list[I.Instruction]]:
        n, kind, on, each = t[0], t[1], t[2], t[3]
        return [[I.PutCounters(kind, each if n == 1 else V.Scaled(each, n), on=on)]]

    return (sup("put") + A_NUMBER + COUNTER_KIND + kws("counter", "counters").suppress()
            + sup("on") + objects + (TURN_COUNT | FOR_EACH)).set_parse_action(build)


__all__ = ["counters_for_each"]
