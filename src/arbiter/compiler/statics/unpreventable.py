""""Damage can't be prevented" (615.12), as grammar (`rules.unpreventable`):

    Damage can't be prevented.                        (a static ability on the game)
    Combat damage can't be prevented.
    Damage that would be dealt by ~ can't be prevented.
    Combat damage that would be dealt by <objects> can't be prevented.
    Damage can't be prevented this turn.              (a spell's effect, 611.2a)
    The damage can't be prevented.                    (after the sentence dealing it)
    If X is N or more, this spell can't be countered and the damage can't be prevented.
                                                      (the spell's own abilities, 113.6g)
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.instructions import objects as I
from arbiter.rules.uncounterable import CantBeCountered
from arbiter.rules.unpreventable import (
    CANT_BE_PREVENTED,
    DEALT_BY_CANT_BE_PREVENTED,
    SpellDamageCantBePrevented,
)
from arbiter.state.effects import END_OF_TURN, EffectSpec


def _static(who: s.Selector, rule: str, detail: str | None) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(who, (P.RulesPart(rule=rule,
                                                                         detail=detail),)),))


def _by(t: pp.ParseResults) -> StaticAbility:
    combat = t[0] == "combat"
    who = t[-1]
    selector = who if isinstance(who, s.Selector) else who.selector()
    return _static(selector, DEALT_BY_CANT_BE_PREVENTED, "combat" if combat else None)


_COMBAT = kw("combat").set_parse_action(lambda: "combat")
_SELF = kw("~").set_parse_action(lambda: s.SELF)

UNPREVENTABLE_LINE = pp.MatchFirst([
    (kw("damage can't be prevented") + lit(".")).set_parse_action(
        lambda: _static(s.SELF, CANT_BE_PREVENTED, None)),
    (kw("combat damage can't be prevented") + lit(".")).set_parse_action(
        lambda: _static(s.SELF, CANT_BE_PREVENTED, "combat")),
    (pp.Optional(_COMBAT) + sup("damage that would be dealt by") + (_SELF | NOUN)
     + sup("can't be prevented") + lit(".")).set_parse_action(_by),
    # 113.6g: Banefire
    (sup("if X is") + NUMBER + sup("or more,") + kws("this spell", "~").suppress()
     + sup("can't be countered and the damage can't be prevented") + lit(".")
     ).set_parse_action(
        lambda t: [CantBeCountered(text="", min_x=t[0]),
                   SpellDamageCantBePrevented(text="", min_x=t[0])]),
])

#: 611.2a / 615.12: "Damage can't be prevented this turn." (Skullcrack), a rules effect on
#: the game until end of turn.
CANT_BE_PREVENTED_THIS_TURN = kw("damage can't be prevented this turn").set_parse_action(
    lambda: [[I.CreateEffect(parts=(P.RulesPart(CANT_BE_PREVENTED),), affected=None,
                             duration=END_OF_TURN, rules_only=True)]])


def _unpreventable(last: list[Any]) -> list[Any]:
    if not any(isinstance(i, I.DealDamage) for i in last):
        raise pp.ParseException("", 0, "'the damage' after no damage")
    return [dataclasses.replace(i, unpreventable=True) if isinstance(i, I.DealDamage) else i
            for i in last]


#: 615.12: "The damage can't be prevented." about the sentence before (Pinpoint Avalanche).
THE_DAMAGE_CANT_BE_PREVENTED = (kws("the damage can't be prevented",
                                    "this damage can't be prevented") + lit(".")
                                ).set_parse_action(lambda: [("modify_last", _unpreventable)])

__all__ = ["CANT_BE_PREVENTED_THIS_TURN", "THE_DAMAGE_CANT_BE_PREVENTED", "UNPREVENTABLE_LINE"]
