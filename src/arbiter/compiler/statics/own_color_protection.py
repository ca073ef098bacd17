"""Protection or hexproof from the affected object's own colors (702.16a, 702.11d, 613.1f;
`rules.own_color_protection`):

    Each creature has protection from its colors.               (Earnest Fellowship)
    Each other creature you control has hexproof from each of its colors.
                                                                (Tam, Mindful First-Year)
    This creature has protection from the colors of permanents you control.
                                                                (Empty-Shrine Kannushi)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.own_color_protection import FromColorsAmong, FromEachOfItsColors
from arbiter.state.effects import EffectSpec


def _static(t: pp.ParseResults) -> StaticAbility:
    noun: Noun = t[0]
    keyword = " ".join(t[1]).lower()
    if noun.zones != ("battlefield",):
        raise pp.ParseException("", 0, "given to permanents only")
    return StaticAbility(text="", effects=(EffectSpec(noun.selector(), (
        FromEachOfItsColors(keyword),)),))


def _among(t: pp.ParseResults) -> StaticAbility:
    among: Noun = t[-1]
    if among.zones != ("battlefield",) or (isinstance(t[0], Noun) and t[0].zones != (
            "battlefield",)):
        raise pp.ParseException("", 0, "given to permanents, the colors of permanents")
    subject = t[0].selector() if isinstance(t[0], Noun) else s.SELF
    return StaticAbility(text="", effects=(EffectSpec(subject, (
        FromColorsAmong(among.selector()),)),))


#: "<permanents> has/have protection from its colors / hexproof from each of its colors."
OWN_COLOR_PROTECTION_LINE = (
    NOUN + kws("has", "have").suppress()
    + pp.Group(kws("protection from", "hexproof from"))
    + kws("each of its colors", "its colors").suppress() + lit(".")
).set_parse_action(_static) | (
    (kw("~") | NOUN) + kws("has", "have").suppress() + sup("protection from the colors of")
    + NOUN + lit(".") + pp.StringEnd()  # a sentence after it: `protection_auras`
).set_parse_action(_among)

__all__ = ["OWN_COLOR_PROTECTION_LINE"]
