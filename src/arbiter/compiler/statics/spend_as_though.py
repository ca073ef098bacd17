"""609.4b: effects that let a player spend mana as though it were mana of another color:

    You may spend white mana as though it were red mana.          (Sunglasses of Urza)
    You may spend mana as though it were mana of any color.       (for its controller)
    You may spend mana as though it were mana of any color to cast planeswalker spells.
                                                                  (Oath of Nissa)
    You can spend mana of any type to cast creature spells.       (Vizier of the Menagerie)

Each is a rules effect for the static ability's controller (`engine.casting.total_cost.
can_pay_with`): "spend_mana_as" with the pair of colors, "spend_mana_as_any_color" with
"you". The mana keeps its type (609.4b changes only what it may pay); it is spent on any
payment, a spell's or an ability's.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import CARD_TYPE, SUBTYPE, kw, kws, lit, sup
from arbiter.engine.mana.spend_as_any import SPELLS_AS_ANY
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

_TYPE = CARD_TYPE.copy().add_parse_action(lambda t: [s.IsType(t[0])])
_SUB = SUBTYPE.copy().add_parse_action(lambda t: [s.IsSubtype(t[0])])
_KIND = pp.Group(pp.Optional(_SUB) + pp.Optional(_TYPE))


def _for_spells(t: pp.ParseResults) -> StaticAbility:
    how, kind = t[0], list(t[1])
    what = None if not kind else kind[0] if len(kind) == 1 else s.And(tuple(kind))
    return _rules(SPELLS_AS_ANY, (what, how))


#: "You may spend mana as though it were mana of any color to cast <kind> spells." / "You can
#: spend mana of any type to cast <kind> spells." (`engine.mana.spend_as_any`, 609.4b)
SPEND_ANY_FOR_SPELLS = (pp.MatchFirst([
    kw("you may spend mana as though it were mana of any color").set_parse_action(
        lambda: "color"),
    kw("you can spend mana of any type").set_parse_action(lambda: "type"),
]) + sup("to cast") + _KIND + sup("spells") + lit(".") + pp.StringEnd()
).set_parse_action(_for_spells)

SPEND_AS_THOUGH_LINE = SPEND_COLOR_AS_COLOR | YOU_SPEND_ANY | SPEND_ANY_FOR_SPELLS

__all__ = ["SPEND_AS_THOUGH_LINE"]
