"""609.4b: the clause after a permission to play or cast exiled cards that lets the same
player spend mana as though it were mana of any color or type to cast them:

    ..., and you may spend mana as though it were mana of any color to cast that spell
    ... and you may spend mana as though it were mana of any type to cast it
    ..., and mana of any type can be spent to cast them

`SPEND_SUFFIX` gives "color" or "type"; `with_spend` adds the rules part `spend_as_any`
(`engine.mana.spend_as_any`) to the permission's effect, so it is locked to the same cards
for the same duration (611.2c) and given to the same player."""

from __future__ import annotations

import dataclasses

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.engine.mana.spend_as_any import SPEND_AS_ANY
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import RulesPart

_KIND = kws("color", "type").set_parse_action(lambda t: t[0].lower())
_THEM = kws("that spell", "those spells", "it", "them").suppress()

#: ", and you may spend mana as though it were mana of any color|type to cast <them>" /
#: ", and mana of any type can be spent to cast <them>" (the comma may be missing).
SPEND_SUFFIX = pp.Optional(lit(",")) + sup("and") + pp.MatchFirst([
    sup("you may spend mana as though it were mana of any") + _KIND + sup("to cast") + _THEM,
    sup("mana of any") + _KIND + sup("can be spent to cast") + _THEM,
])


def with_spend(effect: I.CreateEffect, kind: str | None) -> I.CreateEffect:
    """The permission `effect`, with the 609.4b permission of `kind` when there is one."""
    if kind is None:
        return effect
    return dataclasses.replace(effect, parts=(*effect.parts, RulesPart(SPEND_AS_ANY, kind)))


__all__ = ["SPEND_SUFFIX", "with_spend"]
