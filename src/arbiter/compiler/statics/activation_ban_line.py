"""602.5: "Enchanted creature's activated abilities can't be activated." — the whole line,
its subject possessive (the predicate form is `compiler.statics.activation_bans`); and
"Activated abilities of <permanents> can't be activated [unless they're mana abilities]."
(Null Rod, Cursed Totem, Linvala, Keeper of Silence, Damping Matrix), the permanents named
after "of"."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.statics.activation_bans import (
    CANT_BE_ACTIVATED,
    UNLESS_MANA_ABILITIES,
    ban_parts,
)
from arbiter.compiler.statics.statics import subject_selector
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec


def _line(t: pp.ParseResults) -> StaticAbility:
    parts = ban_parts(t[1:])[0]
    return StaticAbility(text="", effects=(EffectSpec(subject_selector(t[0]), tuple(parts)),))


POSSESSIVE_BAN_LINE = (NOUN + pp.Literal("'s").suppress() + CANT_BE_ACTIVATED
                       + pp.Optional(UNLESS_MANA_ABILITIES) + lit(".") + pp.StringEnd()
                       ).set_parse_action(_line)


def _of_line(t: pp.ParseResults) -> StaticAbility:
    if t[0].kind != "permanent":
        raise pp.ParseException("", 0, "activated abilities of what isn't a permanent")
    return _line(t)


#: 602.5: "Activated abilities of artifacts your opponents control can't be activated."
OF_BAN_LINE = (sup("activated abilities of") + NOUN + kw("can't be activated")
               + pp.Optional(UNLESS_MANA_ABILITIES) + lit(".") + pp.StringEnd()
               ).set_parse_action(_of_line)

__all__ = ["OF_BAN_LINE", "POSSESSIVE_BAN_LINE"]
