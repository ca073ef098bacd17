"""614.1a / 504.1: "If you would draw a card during your draw step, instead you may skip that
draw. If you do, until your next turn, you can't be attacked except by creatures with flying
and/or islandwalk." (Island Sanctuary; the engine side is `engine.turn.draw_step_skip`). The
creatures that may still attack are read as "creatures with <keyword> and/or <keyword>"."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.engine.turn.draw_step_skip import SKIP_RULE
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.keywords import SIMPLE
from arbiter.state.effects import EffectSpec

_KEYWORD = pp.Regex(r"[a-z]+walk\b") | kws(*sorted(SIMPLE, key=len, reverse=True))


def _line(t: pp.ParseResults) -> StaticAbility:
    allowed = s.Or(tuple(s.HasKeyword(str(k).lower()) for k in t))
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (
        P.RulesPart(rule=SKIP_RULE, detail=allowed),)),))


DRAW_STEP_SKIP_LINE = (
    sup("if you would draw a card during your draw step") + lit(",")
    + sup("instead you may skip that draw") + lit(".")
    + sup("if you do") + lit(",") + sup("until your next turn") + lit(",")
    + sup("you can't be attacked except by creatures with") + _KEYWORD
    + pp.ZeroOrMore(sup("and/or") + _KEYWORD) + lit(".")
).set_parse_action(_line)

__all__ = ["DRAW_STEP_SKIP_LINE"]
