"""Conditions about the object an effect named before, as it is (608.2c) or, if it has left
the zone it was in, as it last existed (608.2h; `rules.last_known_conditions.ObjectWas`),
offered to the "if" sentences of `compiler.effects.sentences` with `OBJECT_CONDITION`:

    its mana value is 2 or less              (202.3: "Destroy target artifact or enchantment.
                                              If its mana value is 2 or less, create ...")
    its power is 4 or greater                (208.1)
    that creature's toughness is N or less
    it's legendary / it's white              (205.4a, 105.2)
    it isn't a creature / it's not a token   ("If it isn't a creature, it becomes a 0/0
    it isn't a land card                      Robot creature ...")

The selector is judged without a zone (the object may have moved: Containment Breach's
artifact is in the graveyard when its mana value is asked). The object is a pronoun that
`compiler.grammar.refs.bind` points at the last object named.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COLOR_WORD, NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.rules.instructions.objects import Ref
from arbiter.rules.last_known_conditions import ObjectWas
from arbiter.rules.selectors import (
    And,
    HasColor,
    InZone,
    IsSupertype,
    Not,
    Or,
    Selector,
    StatCompare,
)
from arbiter.vocab import Color

#: ("that spell's" isn't: after "Whenever you cast a creature spell, put a counter on ~" the
#: pronoun would name ~, not the spell cast)
_POSSESSIVE = kws("its", "that creature's", "that card's", "that permanent's"
                  ).set_parse_action(lambda: Ref("pronoun"))
#: The characteristic a comparison names (shared with `compiler.conditions.past`).
STAT = pp.MatchFirst([
    kw("mana value").set_parse_action(lambda: "mana_value"),
    kw("power").set_parse_action(lambda: "power"),
    kw("toughness").set_parse_action(lambda: "toughness"),
])
_OP = pp.MatchFirst([
    kw("or less").set_parse_action(lambda: "<="),
    kws("or greater", "or more").set_parse_action(lambda: ">="),
    pp.Empty().set_parse_action(lambda: "=="),
])
#: "its mana value is 2 or less" (202.3), "its power is 4 or greater" (208.1)
_STAT_IS = (_POSSESSIVE + STAT + sup("is") + NUMBER + _OP
            ).set_parse_action(lambda t: ObjectWas(t[0], StatCompare(t[1], t[3], t[2])))


def _without_zone(selector: Selector) -> Selector:
    """The noun's selector without the zone it implies (the object may have moved)."""
    if isinstance(selector, InZone):
        return And(())
    if isinstance(selector, And):
        return And(tuple(p for p in selector.parts if not isinstance(p, InZone)))
    return selector


def _colors(t: pp.ParseResults) -> Selector:
    sels = tuple(HasColor(Color(c.lower())) for c in t)
    return sels[0] if len(sels) == 1 else Or(sels)


#: 105.2, 205.4a: "white", "red or green", "legendary"
_QUALITY = pp.MatchFirst([
    (COLOR_WORD + pp.ZeroOrMore(sup("or") + COLOR_WORD)).set_parse_action(_colors),
    kw("legendary").set_parse_action(lambda: IsSupertype("Legendary")),
])
_A_NOUN = (kws("a", "an").suppress() + NOUN).set_parse_action(
    lambda t: _without_zone(t[0].selector()))
_IS = lit("'s") | sup("is")
_ISNT = kws("isn't", "is not").suppress() | (lit("'s") + sup("not"))
_END = pp.FollowedBy(lit(",") | lit("."))

OBJECT_QUALITY_CONDITION = pp.MatchFirst([
    _STAT_IS + _END,
    (PRONOUN + _IS + _QUALITY + _END).set_parse_action(lambda t: ObjectWas(t[0], t[1])),
    (PRONOUN + _ISNT + (_A_NOUN | _QUALITY) + _END).set_parse_action(
        lambda t: ObjectWas(t[0], Not(t[1]))),
]).set_name("condition on an object named before")

__all__ = ["OBJECT_QUALITY_CONDITION", "STAT"]
