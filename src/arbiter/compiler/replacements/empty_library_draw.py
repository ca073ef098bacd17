"""614.11 / 121.6a: "If you would draw a card while your library has no cards in it, you win
the game instead." (Laboratory Maniac, Jace, Wielder of Mysteries) and "..., skip that draw
instead." (Living Conundrum); the engine side is `engine.zones.empty_library_draw`."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.zones.empty_library_draw import RULE, SKIP, WIN
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

_INSTEAD = pp.MatchFirst([
    kw("you win the game instead").set_parse_action(lambda: WIN),
    kw("skip that draw instead").set_parse_action(lambda: SKIP),
])

EMPTY_LIBRARY_DRAW_LINE = (
    sup("if you would draw a card while your library has no cards in it") + lit(",")
    + _INSTEAD + lit(".")
).set_parse_action(lambda t: StaticAbility(text="", effects=(EffectSpec(s.SELF, (
    P.RulesPart(rule=RULE, detail=t[0]),)),)))

__all__ = ["EMPTY_LIBRARY_DRAW_LINE"]
