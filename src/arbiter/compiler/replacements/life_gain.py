"""614.1a / 119.10: "If you would gain life, you gain that much life plus 1 instead." and
"... you gain twice that much life instead." (the engine is `engine.players.life_gain`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, lit, sup
from arbiter.engine.players.life_gain import LIFE_GAIN_INSTEAD
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import SELF
from arbiter.state.effects import EffectSpec

_AMOUNT = pp.MatchFirst([
    (sup("that much life plus") + NUMBER).set_parse_action(lambda t: ("plus", int(t[0]))),
    kw("twice that much life").set_parse_action(lambda: ("twice", 2)),
])

#: 614.1a: a rules effect of the source's controller ("you", 613.10).
LIFE_GAIN_LINE = (sup("if you would gain life, you gain") + _AMOUNT + sup("instead")
                  + lit(".") + pp.StringEnd()).set_parse_action(
    lambda t: StaticAbility(text="", effects=(EffectSpec(SELF, (RulesPart(
        rule=LIFE_GAIN_INSTEAD, detail=t[0]),)),))).set_name("life gain replacement")

__all__ = ["LIFE_GAIN_LINE"]
