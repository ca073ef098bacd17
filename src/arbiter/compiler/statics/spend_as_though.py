"""609.4b: effects that let a player spend mana as though it were mana of another color:

    You may spend white mana as though it were red mana.          (Sunglasses of Urza)
    You may spend mana as though it were mana of any color.       (for its controller)

Each is a rules effect for the static ability's controller (`engine.casting.total_cost.
can_pay_with`): "spend_mana_as" with the pair of colors, "spend_mana_as_any_color" with
"you". The mana keeps its type (609.4b changes only what it may pay); it is spent on any
payment, a spell's or an ability's.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR = kws(*_COLORS).set_parse_action(lambda t: _COLORS[t[0].lower()])


def _rules(rule: str, detail: object) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(rule=rule,
                                                                           detail=detail),)),))


def _pair(t: pp.ParseResults) -> StaticAbility:
    if t[0] == t[1]:
        raise pp.ParseException("", 0, "the same color")
    return _rules("spend_mana_as", (t[0], t[1]))


#: "You may spend white mana as though it were red mana."
SPEND_COLOR_AS_COLOR = (sup("you may spend") + _COLOR + sup("mana as though it were") + _COLOR
                        + sup("mana") + lit(".")).set_parse_action(_pair)
#: "You may spend mana as though it were mana of any color."
YOU_SPEND_ANY = (kw("you may spend mana as though it were mana of any color") + lit(".")
                 ).set_parse_action(lambda: _rules("spend_mana_as_any_color", "you"))

SPEND_AS_THOUGH_LINE = SPEND_COLOR_AS_COLOR | YOU_SPEND_ANY

__all__ = ["SPEND_AS_THOUGH_LINE"]
