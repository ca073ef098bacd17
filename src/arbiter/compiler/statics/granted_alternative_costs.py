"""118.9: "You may pay <mana> rather than pay the mana cost for [<subtype>] [<card type>]
spells you cast." (Fist of Suns, Jodah, Rooftop Storm, Runeforge Champion): a rules effect
for the controller (`engine.casting.granted_alternative_costs`). A cost other than mana
("eight {E}", "collect evidence 10"), an {X} in it, "Once each turn, ..." and a kind naming
more than types ("with mana value X or less", "from exile") stay unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import CARD_TYPE, MANA_COST, SUBTYPE, lit, sup
from arbiter.engine.casting.granted_alternative_costs import RULE, GrantedCost
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

_TYPE = CARD_TYPE.copy().add_parse_action(lambda t: [s.IsType(t[0])])
_SUB = SUBTYPE.copy().add_parse_action(lambda t: [s.IsSubtype(t[0])])
#: "spells", "Zombie creature spells", "Rune spells", "creature spells"
_KIND = pp.Group(pp.Optional(_SUB) + pp.Optional(_TYPE))


def _static(t: pp.ParseResults) -> StaticAbility:
    mana, kind = t[0], list(t[1])
    if "X" in mana.upper():
        raise pp.ParseException("", 0, "an alternative cost with X")
    what = None if not kind else kind[0] if len(kind) == 1 else s.And(tuple(kind))
    detail = GrantedCost(mana, what, "")
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(RULE, detail),)),))


GRANTED_ALTERNATIVE_COST_LINE = (
    sup("you may pay") + MANA_COST + sup("rather than pay the mana cost for") + _KIND
    + sup("spells you cast") + lit(".") + pp.StringEnd()
).set_parse_action(_static).set_name("granted alternative cost")

__all__ = ["GRANTED_ALTERNATIVE_COST_LINE"]
