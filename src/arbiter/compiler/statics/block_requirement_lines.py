"""Whole lines about who blocks whom (509.1b-c; the engine is
`engine.combat.block_requirements`):

    All creatures able to block ~ do so.                              (509.1c: Lure)
    All creatures able to block enchanted creature do so.
    Creatures with power less than ~'s power can't block it.          (509.1b)
    Creatures with power less than ~'s power can't block creatures you control.
    Creatures with power greater than ~'s power can't block it.       (509.1b: any creatures)

The predicates "must be blocked if able", "blocks each combat if able", "can't be blocked by
more than one creature" and "can't attack or block alone" are in
`compiler.statics.predicates`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.statics.statics import SUBJECT
from arbiter.engine.combat.block_requirements import ALL_ABLE_BLOCK
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.attack_selectors import PowerLessThanSource
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import EffectSpec

_END = lit(".") + pp.StringEnd()


def _lure(t: pp.ParseResults) -> StaticAbility:
    if not isinstance(t[0], s.Selector):
        raise pp.ParseException("", 0, "not an object")
    return StaticAbility(text="", effects=(EffectSpec(t[0], (RulesPart(rule=ALL_ABLE_BLOCK),)),))


def _weaker(t: pp.ParseResults) -> StaticAbility:
    # 509.1b: the restriction on the blockers, stated from the attacker's side: it can't be
    # blocked by creatures whose power is less than the source's (as blockers are declared).
    attackers = s.SELF if len(t) == 0 else t[0].selector()
    weaker = s.And((s.IsType("Creature"), PowerLessThanSource()))
    return StaticAbility(text="", effects=(EffectSpec(attackers, (
        RulesPart(rule="cant_be_blocked_by", detail=weaker),)),))


def _controlled_creatures(t: pp.ParseResults) -> list[object]:
    n = t[0]
    if n.kind != "permanent" or n.zones != ("battlefield",):
        raise pp.ParseException("", 0, "not creatures on the battlefield")
    return [n]


def _cant_block_it(t: pp.ParseResults) -> StaticAbility:
    # 509.1b: "<creatures> can't block it" is "it can't be blocked by <creatures>"
    n = t[0]
    if n.kind != "permanent" or n.zones != ("battlefield",) or n.other:
        raise pp.ParseException("", 0, "not creatures on the battlefield")
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (
        RulesPart(rule="cant_be_blocked_by", detail=n.selector()),)),))


BLOCK_REQUIREMENT_LINES = pp.MatchFirst([
    # 509.1c: each creature able to block it has the requirement to block it
    (sup("all creatures able to block") + SUBJECT + sup("do so") + _END
     ).set_parse_action(_lure),
    (sup("creatures with power less than ~'s power can't block") + (
        kw("it").suppress() | NOUN.copy().add_parse_action(_controlled_creatures)) + _END
     ).set_parse_action(_weaker),
    (NOUN + sup("can't block") + (kw("it") | kw("~")).suppress() + _END
     ).set_parse_action(_cant_block_it),
]).set_name("block requirement lines")

__all__ = ["BLOCK_REQUIREMENT_LINES"]
