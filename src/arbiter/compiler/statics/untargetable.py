"""A static ability that keeps objects from being targeted (115.1, 601.2c, 603.3d):

    <objects> can't be the targets of spells or abilities.

A rules effect on each object it describes ("cant_be_targeted"): `engine.stack.targeting` lets
no spell or ability target such an object, as targets are chosen and as it resolves (608.2b:
a target that has become one is illegal). Dennick, Pious Apprentice: "Cards in graveyards
can't be the targets of spells or abilities."
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import EffectSpec

RULE = "cant_be_targeted"


def _static(t: pp.ParseResults) -> StaticAbility:
    n: Noun = t[0]
    return StaticAbility(text="", effects=(EffectSpec(n.selector(), (RulesPart(RULE),)),))


#: 115.1: "Cards in graveyards can't be the targets of spells or abilities."
CANT_BE_TARGETED_LINE = (NOUN + kw("can't be the targets of spells or abilities").suppress()
                         + lit(".")).set_parse_action(_static)

__all__ = ["CANT_BE_TARGETED_LINE", "RULE"]
