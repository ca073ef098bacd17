"""107.3a / 208.1: "..., where X is the greatest power among creatures you control." and
"the greatest toughness among ...": the number of `rules.greatest_among`, for the
"where X is" of a one-shot effect (`compiler.effects.sentences`), counted as it resolves
(608.2h):

    Create an X/X green Ooze creature token, where X is the greatest power among creatures
    you control.
    Create X 1/1 green Saproling creature tokens, where X is the greatest power among
    creatures you control.
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules.greatest_among import GreatestAmong

_PERMANENTS = NOUN.copy().add_condition(lambda t: t[0].kind == "permanent")

#: "the greatest power|toughness among <permanents>"
GREATEST_AMONG = (sup("the greatest") + kws("power", "toughness") + sup("among")
                  + _PERMANENTS).set_parse_action(
    lambda t: GreatestAmong(t[0].lower(), t[1].selector()))

#: "the greatest power among creature cards in your graveyard" (cards in a zone too), for a
#: static ability's number (`compiler.statics.predicates`).
GREATEST_AMONG_OBJECTS = (sup("the greatest") + kws("power", "toughness") + sup("among")
                          + NOUN.copy().add_condition(
                              lambda t: t[0].kind in ("permanent", "card"))
                          ).set_parse_action(
    lambda t: GreatestAmong(t[0].lower(), t[1].selector()))

__all__ = ["GREATEST_AMONG", "GREATEST_AMONG_OBJECTS"]
