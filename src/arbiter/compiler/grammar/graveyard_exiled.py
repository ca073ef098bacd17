"""406.3, 608.2c: "for each <card> exiled this way" and "the number of <cards> exiled this
way" as counts after the effect exiled cards from a graveyard (`rules.graveyard_exiled_values`):

    Exile target player's graveyard. You gain 1 life for each card exiled this way.
                                                                  (Titania's Command)
    ... exile target player's graveyard. Put a number of +1/+1 counters on this creature equal
    to the number of creature cards exiled this way.              (Grey Host Reinforcements)

Read only when the effect's own text before the phrase exiles from a graveyard ("exile ...
graveyard"), not after a cost nor a trigger's event, not inside a quoted ability nor a delayed
trigger made after it (608.2c: the cards counted are this resolution's). "If a <card> was
exiled this way" and a sentence starting "For each <card> exiled this way, ..." are other
readings (`compiler.effects.exiled_this_way`)."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.this_way_effect import effect_before
from arbiter.rules.graveyard_exiled_values import ExiledFromGraveyardThisWay

#: "exile target player's graveyard", "exile all creature cards from all graveyards"
_EXILE_GRAVEYARD = re.compile(r"\bexile\b[^.]*\bgraveyards?\b", re.IGNORECASE)
_LATER = re.compile(r"\b(?:when|whenever|at the beginning)\b", re.IGNORECASE)


def _after_graveyard_exile(s: str, loc: int, t: pp.ParseResults) -> None:
    effect = effect_before(s, loc, "'exiled this way'")
    found = list(_EXILE_GRAVEYARD.finditer(effect))
    if not found or len(re.findall(r"\bexile", effect, re.IGNORECASE)) != 1:
        raise pp.ParseException(s, loc, "'exiled this way' after no single graveyard exile")
    if _LATER.search(effect[found[-1].end():]):
        raise pp.ParseException(s, loc, "'exiled this way' in a later ability")


_CARD = NOUN.copy().add_condition(lambda t: t[0].kind == "card" and not t[0].other)
FOR_EACH_EXILED_FROM_GRAVEYARD = (sup("for each") + _CARD + sup("exiled this way")
                                  ).add_parse_action(_after_graveyard_exile).add_parse_action(
    lambda t: ExiledFromGraveyardThisWay(t[0].selector()))
EXILED_FROM_GRAVEYARD_COUNT = (sup("the number of") + _CARD + sup("exiled this way")
                               ).add_parse_action(_after_graveyard_exile).add_parse_action(
    lambda t: ExiledFromGraveyardThisWay(t[0].selector()))

__all__ = ["EXILED_FROM_GRAVEYARD_COUNT", "FOR_EACH_EXILED_FROM_GRAVEYARD"]
