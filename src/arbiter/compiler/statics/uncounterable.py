""""Can't be countered" lines (701.6a, 113.6g), as grammar:

    ~ can't be countered.                          (the spell's own ability)
    <spells> [you control] can't be countered.     (a static ability, 613.11)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.uncounterable import RULE, CantBeCountered
from arbiter.state.effects import EffectSpec


def _spells(t: pp.ParseResults) -> StaticAbility:
    n: Noun = t[0]
    if n.kind != "spell":
        raise pp.ParseException("", 0, "only spells are countered")
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(
        rule=RULE, detail=n.selector()),)),))


UNCOUNTERABLE_LINE = pp.MatchFirst([
    (sup("~ can't be countered") + lit(".")).set_parse_action(
        lambda: CantBeCountered(text="")),
    (NOUN + sup("can't be countered") + lit(".")).set_parse_action(_spells),
])

__all__ = ["UNCOUNTERABLE_LINE"]
