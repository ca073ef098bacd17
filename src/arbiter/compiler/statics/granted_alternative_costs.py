"""118.9: "You may pay <mana> rather than pay the mana cost for [<subtype>] [<card type>]
spells you cast." (Fist of Suns, Jodah, Rooftop Storm, Runeforge Champion) and "You may cast
[<subtype>] [<card type>] spells [from your hand] without paying their mana costs."
(Omniscience, Dracogenesis): a rules effect for the controller
(`engine.casting.granted_alternative_costs`); as a spell's or ability's effect, "Until end of
turn, you may cast spells from your hand without paying their mana costs." (611.2a). A cost
other than mana ("eight {E}", "collect evidence 10"), an {X} in it, "Once each turn, ..."
and a kind naming more than types ("with mana value X or less", "from exile") stay
unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import CARD_TYPE, MANA_COST, SUBTYPE, kw, lit, sup
from arbiter.engine.casting.granted_alternative_costs import RULE, GrantedCost
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.instructions import objects as I
from arbiter.state.effects import END_OF_TURN, EffectSpec

_TYPE = CARD_TYPE.copy().add_parse_action(lambda t: [s.IsType(t[0])])
_SUB = SUBTYPE.copy().add_parse_action(lambda t: [s.IsSubtype(t[0])])
#: "spells", "Zombie creature spells", "Rune spells", "creature spells"
_KIND = pp.Group(pp.Optional(_SUB) + pp.Optional(_TYPE))


def _static(t: pp.ParseResults) -> StaticAbility:
    mana, kind = t[0], list(t[1])
    if "X" in mana.upper():
        raise pp.ParseException("", 0, "an alternative cost with X")
    detail = GrantedCost(mana, _what(kind), "")
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(RULE, detail),)),))


def _what(kind: list) -> object:
    return None if not kind else kind[0] if len(kind) == 1 else s.And(tuple(kind))


_FROM_HAND = pp.Optional(kw("from your hand").set_parse_action(lambda: "hand"), default="")
_FREE = (sup("you may cast") + _KIND + sup("spells") + _FROM_HAND
         + sup("without paying their mana costs")).set_parse_action(
    lambda t: [GrantedCost("{0}", _what(list(t[0])), "", t[1] or None)])


def _free_static(t: pp.ParseResults) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(RULE, t[0]),)),))


GRANTED_ALTERNATIVE_COST_LINE = pp.MatchFirst([
    (sup("you may pay") + MANA_COST + sup("rather than pay the mana cost for") + _KIND
     + sup("spells you cast") + lit(".") + pp.StringEnd()).set_parse_action(_static),
    (_FREE + lit(".") + pp.StringEnd()).set_parse_action(_free_static),
]).set_name("granted alternative cost")

#: 611.2a: "Until end of turn, you may cast spells from your hand without paying their mana
#: costs." as an effect: a rules effect on its controller until end of turn.
FREE_UNTIL_END_OF_TURN = (sup("until end of turn") + lit(",") + _FREE).set_parse_action(
    lambda t: [[I.CreateEffect(parts=(P.RulesPart(RULE, t[0]),), affected=None,
                               duration=END_OF_TURN, rules_only=True)]])

__all__ = ["FREE_UNTIL_END_OF_TURN", "GRANTED_ALTERNATIVE_COST_LINE"]
