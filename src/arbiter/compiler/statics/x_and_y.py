"""107.3a / 613.4c: "+X/+Y" defined by a where-clause for each letter:

    Enchanted creature gets +X/+Y, where X is half the number of Forests you control,
    rounded down, and Y is half the number of Forests you control, rounded up.
                                                                         (Aspect of Wolf)

Each number is counted again whenever the layers are computed (611.3a); "half ..., rounded
down/up" rounds as the text says (107.1a).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.statics.predicates import COUNT
from arbiter.compiler.statics.statics import SUBJECT
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

_HALF = (sup("half") + COUNT + lit(",") + sup("rounded") + kws("up", "down")).set_parse_action(
    lambda t: V.Half(t[0], str(t[1]).lower() == "up"))
_NUMBER = _HALF | COUNT


def _line(t: pp.ParseResults) -> StaticAbility:
    subject, x, y = t[0], t[1], t[2]
    if not isinstance(subject, s.Selector):
        raise pp.ParseException("", 0, "not an object")
    return StaticAbility(text="", effects=(EffectSpec(subject, (P.ModifyPT(x, y),)),))


#: 613.4c: "<subject> gets +X/+Y, where X is <number>, and Y is <number>."
X_AND_Y_LINE = (SUBJECT + kws("gets", "get").suppress() + sup("+X/+Y") + lit(",")
                + sup("where X is") + _NUMBER + lit(",") + sup("and Y is") + _NUMBER
                + lit(".") + pp.StringEnd()).set_parse_action(_line).set_name("+X/+Y")

__all__ = ["X_AND_Y_LINE"]
