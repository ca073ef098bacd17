"""404.2: "if ~ is in your graveyard with three or more creature cards above it" (Nether Shadow;
`rules.graveyard_order`), and what such a trigger does: "[you may] put ~ onto the battlefield"
(the card returns from its graveyard; the ability works there, 113.6m,
`compiler.triggers.from_graveyard.zone_of`)."""

from __future__ import annotations

import dataclasses

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules.graveyard_order import SourceInGraveyardWithCardsAbove
from arbiter.rules.instructions.triggers import ReturnSelfFromGraveyard

_CARDS = NOUN.copy().add_condition(lambda t: t[0].kind == "card")

#: "~ is in your graveyard with three or more creature cards above it"
CARDS_ABOVE_CONDITION = (sup("~ is in your graveyard with") + NUMBER + sup("or more") + _CARDS
                         + sup("above it")).set_parse_action(
    lambda t: SourceInGraveyardWithCardsAbove(
        t[0], dataclasses.replace(t[1], zones=("graveyard",)).selector()))


def _after_in_graveyard(s: str, loc: int, _t: pp.ParseResults) -> None:
    if "if ~ is in your graveyard" not in s[:loc]:
        raise pp.ParseException(s, loc, "'put ~ onto the battlefield' from no graveyard")


#: "put ~ onto the battlefield", after "if ~ is in your graveyard ..." in the same line.
PUT_SELF_FROM_GRAVEYARD = kws("put ~ onto the battlefield").add_parse_action(
    _after_in_graveyard).add_parse_action(lambda: [[ReturnSelfFromGraveyard()]])

__all__ = ["CARDS_ABOVE_CONDITION", "PUT_SELF_FROM_GRAVEYARD"]
