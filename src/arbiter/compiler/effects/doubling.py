"""701.10: "double the power and toughness of <objects> [until end of turn]" (also "the
power of" / "the toughness of"), a clause `compiler.effects.effects.CLAUSE` offers: each affected
creature gets +X/+Y, its own power and toughness as the effect is created (701.10b,
613.4c; fixed by `engine.keyword_actions.double`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import DURATION, OBJECTS
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.rules.doubling import OwnAsResolved
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

DOUBLING_CLAUSES = [DOUBLE_PT]

__all__ = ["DOUBLING_CLAUSES"]
