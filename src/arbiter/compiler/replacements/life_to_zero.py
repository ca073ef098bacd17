"""A replacement effect on an event reducing its controller's life total (614.1a, 701.27;
carried out by `engine.replacement.life_to_zero`):

    If your life total would be reduced to N or less, instead transform ~ and your life total
        becomes M. Then if ~ didn't transform this way, you lose the game.   (Enduring Angel)
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import NUMBER, lit, sup
from arbiter.engine.replacement.life_to_zero import LIFE_TO_ZERO
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

LIFE_TO_ZERO_LINE = (
    sup("if your life total would be reduced to") + NUMBER
    + sup("or less, instead transform ~ and your life total becomes") + NUMBER + lit(".")
    + sup("then if ~ didn't transform this way, you lose the game") + lit(".")
).set_parse_action(lambda t: StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(
    rule=LIFE_TO_ZERO, detail=(int(t[0]), int(t[1]))),)),)))

__all__ = ["LIFE_TO_ZERO_LINE"]
