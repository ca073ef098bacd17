""""Return a <card> at random from your graveyard to the battlefield." / "return two <cards> at
random from your graveyard to the battlefield" / "... to your hand" (608.2d: chosen at random as
it resolves; `engine.zones.random_return`)."""

from __future__ import annotations

import dataclasses

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.zones.random_return import ReturnAtRandom

_CARD = NOUN.copy().add_condition(lambda t: t[0].kind == "card")


def _build(t: pp.ParseResults) -> list[list[ReturnAtRandom]]:
    n, noun, to = t[0], t[1], t[2]
    selector = dataclasses.replace(noun, zones=("graveyard",)).selector()
    return [[ReturnAtRandom(selector, n=n, to=to)]]


#: "return a Zombie creature card at random from your graveyard to the battlefield"
RETURN_AT_RANDOM = (sup("return") + (kws("a", "an").set_parse_action(lambda: 1) | NUMBER)
                    + _CARD + sup("at random from your graveyard to")
                    + (kw("the battlefield").set_parse_action(lambda: "battlefield")
                       | kw("your hand").set_parse_action(lambda: "hand"))
                    ).set_parse_action(_build)

__all__ = ["RETURN_AT_RANDOM"]
