"""702.8a / 601.3b: a static ability letting its controller cast spells "as though they had
flash":

    You may cast spells as though they had flash.            (Leyline of Anticipation)
    You may cast sorcery spells as though they had flash.    (Hypersonic Dragon)
    You may cast Spirit spells as though they had flash.     (Rattlechains)

A rules effect "cast_as_though_flash" for the controller, with the card type or subtype the
spell must have as it would be cast (`engine.casting.flash_permission`), while the ability
functions (on the battlefield)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import CARD_TYPE, SUBTYPE, kw, lit, sup
from arbiter.engine.casting.flash_permission import RULE
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec


def _static(t: pp.ParseResults) -> StaticAbility:
    what = None
    if len(t):
        what = s.IsType(t[0][1]) if t[0][0] == "type" else s.IsSubtype(t[0][1])
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(RULE, what),)),))


_KIND = pp.Optional(CARD_TYPE.copy().add_parse_action(lambda t: [("type", t[0])])
                    | SUBTYPE.copy().add_parse_action(lambda t: [("subtype", t[0])]))

#: "You may cast [<card type> | <subtype>] spells as though they had flash."
STATIC_FLASH_PERMISSION_LINE = (sup("you may cast") + _KIND + sup("spells")
                                + kw("as though they had flash").suppress() + lit(".")
                                ).set_parse_action(_static)

__all__ = ["STATIC_FLASH_PERMISSION_LINE"]
