"""Protection or hexproof from the affected object's own colors (702.16a, 702.11d, 613.1f;
`rules.own_color_protection`):

    Each creature has protection from its colors.               (Earnest Fellowship)
    Each other creature you control has hexproof from each of its colors.
                                                                (Tam, Mindful First-Year)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.own_color_protection import FromEachOfItsColors
from arbiter.state.effects import EffectSpec


def _static(t: pp.ParseResults) -> StaticAbility:
    noun: Noun = t[0]
    keyword = " ".join(t[1]).lower()
    if noun.zones != ("battlefield",):
        raise pp.ParseException("", 0, "given to permanents only")
    return StaticAbility(text="", effects=(EffectSpec(noun.selector(), (
        FromEachOfItsColors(keyword),)),))


#: "<permanents> has/have protection from its colors / hexproof from each of its colors."
OWN_COLOR_PROTECTION_LINE = (
    NOUN + kws("has", "have").suppress()
    + pp.Group(kws("protection from", "hexproof from"))
    + kws("each of its colors", "its colors").suppress() + lit(".")
).set_parse_action(_static)

__all__ = ["OWN_COLOR_PROTECTION_LINE"]
