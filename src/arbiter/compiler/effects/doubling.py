"""701.10: "double the power and toughness of <objects> [until end of turn]" (also "the
power of" / "the toughness of"), a clause `compiler.effects.effects.CLAUSE` offers: each affected
creature gets +X/+Y, its own power and toughness as the effect is created (701.10b,
613.4c; fixed by `engine.keyword_actions.double`). 701.10e: "double the number of <kind>
counters on <objects>" / "... of each kind of counter on <objects>": each gets as many of
those counters as it has (`engine.keyword_actions.double_counters`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import DURATION, OBJECTS
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kws, sup
from arbiter.rules.doubling import OwnAsResolved
from arbiter.rules.instructions import DoubleCounters
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import ModifyPT
from arbiter.rules.values import Const

_WHAT = kws("power and toughness", "power", "toughness")


def _double(t: pp.ParseResults) -> list[list[I.Instruction]]:
    what, who = " ".join(t[0]).lower(), t[1]
    duration = t[2] if len(t) > 2 else "indefinite"
    power = OwnAsResolved("power") if "power" in what else Const(0)
    toughness = OwnAsResolved("toughness") if "toughness" in what else Const(0)
    return [[I.CreateEffect(parts=(ModifyPT(power, toughness),), affected=who,
                            duration=duration)]]


DOUBLE_PT = (sup("double the") + pp.Group(_WHAT) + sup("of") + OBJECTS
             + pp.Optional(DURATION)).set_parse_action(_double)


def _double_counters(t: pp.ParseResults) -> list[list[I.Instruction]]:
    kind = None if t[0] == "each kind" else t[0]
    return [[DoubleCounters(kind, on=t[1])]]


#: 701.10e: "double the number of +1/+1 counters on it", "... of each kind of counter on
#: target permanent".
DOUBLE_COUNTERS = (sup("double the number of")
                   + (kws("each kind").set_parse_action(lambda: "each kind")
                      + sup("of counter")
                      | COUNTER_KIND + kws("counters").suppress())
                   + sup("on") + OBJECTS).set_parse_action(_double_counters)

DOUBLING_CLAUSES = [DOUBLE_PT, DOUBLE_COUNTERS]

__all__ = ["DOUBLING_CLAUSES"]
