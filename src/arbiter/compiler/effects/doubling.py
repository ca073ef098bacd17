"""701.10: "double the power and toughness of <objects> [until end of turn]" (also "the
power of" / "the toughness of", and "double <object>'s power and toughness"), a clause
`compiler.effects.effects.CLAUSE` offers: each affected creature gets +X/+Y, its own power and
toughness as the effect is created (701.10b, 613.4c; fixed by
`engine.keyword_actions.double`). 701.11: "triple ..." the same way, with X and Y twice its
power and toughness (701.11b). 701.10e: "double the number of <kind> counters on <objects>" /
"... of each kind of counter on <objects>": each gets as many of those counters as it has
(`engine.keyword_actions.double_counters`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import DURATION, OBJECT, OBJECTS
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kw, kws, lit, sup
from arbiter.compiler.grammar.refs import ItPronoun
from arbiter.rules.doubling import OwnAsResolved
from arbiter.rules.instructions import DoubleCounters
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import ModifyPT
from arbiter.rules.values import Const

_WHAT = kws("power and toughness", "power", "toughness")
#: 701.10b: doubling adds its own number once; 701.11b: tripling adds it twice.
_TIMES = {"double": 1, "triple": 2}


def _double(t: pp.ParseResults) -> list[list[I.Instruction]]:
    times = _TIMES[t[0].lower()]
    what, who = " ".join(t[1]).lower(), t[2]
    duration = t[3] if len(t) > 3 else "indefinite"
    power = OwnAsResolved("power", times) if "power" in what else Const(0)
    toughness = OwnAsResolved("toughness", times) if "toughness" in what else Const(0)
    return [[I.CreateEffect(parts=(ModifyPT(power, toughness),), affected=who,
                            duration=duration)]]


def _possessive(t: pp.ParseResults) -> list[list[I.Instruction]]:
    return _double([t[0], t[2], t[1], *t[3:]])  # type: ignore[list-item]


def _double_counters(t: pp.ParseResults) -> list[list[I.Instruction]]:
    kind = None if t[0] == "each kind" else t[0]
    return [[DoubleCounters(kind, on=t[1])]]


#: 701.10e: "double the number of +1/+1 counters on it", "... of each kind of counter on
#: target permanent".
DOUBLE_COUNTERS = (sup("double the number of")
                   + (kws("each kind").set_parse_action(lambda: "each kind")
                      + sup("of counter")
                      | COUNTER_KIND + kws("counters").suppress())
                   + sup("on") + pp.Optional(kw("each of")).suppress()  # "on each of them"
                   + OBJECTS).set_parse_action(_double_counters)

_VERB = kws("double", "triple")

DOUBLE_PT = (_VERB + sup("the") + pp.Group(_WHAT) + sup("of") + OBJECTS
             + pp.Optional(DURATION)).set_parse_action(_double)
#: "Triple target creature's power and toughness until end of turn." (701.11b)
DOUBLE_PT_OF = (_VERB + OBJECT + lit("'s") + pp.Group(_WHAT)
                + pp.Optional(DURATION)).set_parse_action(_possessive)

#: 701.10b: "double its power and toughness until end of turn" ("its": the object "it" would
#: name, bound like that pronoun, 608.2c; Grunn's attacking self, Death Kiss's attacker).
DOUBLE_ITS = (_VERB + kw("its").set_parse_action(lambda: ItPronoun("pronoun"))
              + pp.Group(_WHAT) + pp.Optional(DURATION)).set_parse_action(_possessive)

DOUBLING_CLAUSES = [DOUBLE_PT, DOUBLE_PT_OF, DOUBLE_ITS, DOUBLE_COUNTERS]

__all__ = ["DOUBLING_CLAUSES"]
