"""602.5: "Enchanted creature's activated abilities can't be activated." — the whole line,
its subject possessive (the predicate form is `compiler.statics.activation_bans`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit
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

__all__ = ["POSSESSIVE_BAN_LINE"]
