""""Return the top <creature> card of your graveyard to the battlefield." (404.2:
`engine.zones.top_of_graveyard`). Other destinations ("to your hand", "on top of your
library") and other graveyards stay unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.zones.top_of_graveyard import ReturnTopOfGraveyard
from arbiter.rules import selectors as s


def _build(t: pp.ParseResults) -> list[list[ReturnTopOfGraveyard]]:
    noun: Noun = t[0]
    if noun.kind != "card" or noun.plural or noun.other:
        raise pp.ParseException("", 0, "not one card")
    preds = list(noun.preds)
    return [[ReturnTopOfGraveyard(s.And(tuple(preds)) if preds else None)]]


#: 404.2: "return the top creature card of your graveyard to the battlefield"
RETURN_TOP_OF_GRAVEYARD = (sup("return the top") + NOUN + sup("of your graveyard")
                           + sup("to the battlefield") + pp.FollowedBy(pp.Literal(".")
                                                                       | pp.Literal(","))
                           ).set_parse_action(_build)

__all__ = ["RETURN_TOP_OF_GRAVEYARD"]
