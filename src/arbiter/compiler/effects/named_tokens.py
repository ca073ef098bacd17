"""Tokens an effect names (111.4: "a token named <name>"), as a clause:

    create a [tapped] <colors> <card types> token named <Name> [that is every basic land type]

The token's name is the one the effect gives it (111.4); "every basic land type" is the five
basic land types (205.3i), which don't make it a basic land (205.4a: "basic" is a supertype).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import A_NUMBER, CARD_TYPE, COLOR_WORD, kw, kws, sup
from arbiter.rules.instructions import objects as I
from arbiter.state.objects import TokenDef
from arbiter.vocab import COLOR_ORDER

#: 205.3i, in the order the rules list them.
_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_TAPPED = kw("tapped").set_parse_action(lambda: "tapped")
_COLORLESS = kw("colorless").set_parse_action(lambda: ())
_COLORS = pp.Group(COLOR_WORD + pp.ZeroOrMore(pp.Optional(pp.Literal(",")).suppress()
                                              + pp.Optional(kw("and")).suppress() + COLOR_WORD))
#: 111.4: a capitalised name ("Everywhere", "Tamiyo's Notebook").
_NAME = pp.Regex(r"[A-Z][A-Za-z',-]*(?: (?:of |the )?[A-Z][A-Za-z',-]*)*")
_EVERY_BASIC = kw("that is every basic land type").set_parse_action(lambda: "every_basic")


def _named(t: pp.ParseResults) -> list[list[I.Instruction]]:
    items = list(t)
    n = items.pop(0)
    tapped = bool(items) and items[0] == "tapped"
    if tapped:
        items.pop(0)
    colors = items.pop(0)
    types: list[str] = []
    while items and isinstance(items[0], str) and items[0] in ("Artifact", "Creature", "Land",
                                                                "Enchantment"):
        types.append(items.pop(0))
    name = items.pop(0)
    every_basic = bool(items) and items[0] == "every_basic"
    if "Creature" in types or not types:
        raise pp.ParseException("", 0, "a named creature token needs its power and toughness")
    cols = tuple(c for c in COLOR_ORDER if c in set(colors))
    token = TokenDef(name=name, types=tuple(types),
                     subtypes=_BASIC_LAND_TYPES if every_basic else (), colors=cols)
    return [[I.CreateToken(token, n, tapped=tapped, who="you")]]


CREATE_NAMED_TOKEN = (sup("create") + A_NUMBER + pp.Optional(_TAPPED)
                      + (_COLORLESS.copy().set_parse_action(lambda: [[]]) | _COLORS)
                      + pp.OneOrMore(CARD_TYPE) + kws("token", "tokens").suppress()
                      + sup("named") + _NAME + pp.Optional(_EVERY_BASIC)
                      + ~kw("with")).set_parse_action(_named)

NAMED_TOKENS = [CREATE_NAMED_TOKEN]

__all__ = ["NAMED_TOKENS"]
