"""Cards a player owns in two zones at once, counted (400.1, 108.3; 406.3: a card in exile
keeps its owner):

    ~'s power is equal to the total number of instant and sorcery cards you own in exile and
        in your graveyard.                                          (Crackling Drake)
    This spell costs {1} less to cast for each creature card you own in exile and in your
        graveyard.                                                  (Huskburster Swarm)

The object phrase reads "<cards> you own in exile"; "and in your graveyard" adds the
graveyard (a player's graveyard holds only cards they own, 404.2). Only the counts read it:
a target or an instruction on cards in two zones isn't read here.
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import selectors as s
from arbiter.rules import values as V


def _both(t: pp.ParseResults) -> V.CountOf:
    noun: Noun = t[0]
    if noun.kind != "card" or noun.zones != ("exile",) or s.OwnedByYou() not in noun.preds:
        raise pp.ParseException("", 0, "not cards you own in exile")
    return V.CountOf(replace(noun, zones=("exile", "graveyard")).selector())


_AND_GRAVEYARD = sup("and in your graveyard")
#: "the [total] number of <cards> you own in exile and in your graveyard"
EXILE_AND_GRAVEYARD_COUNT = (
    sup("the") + pp.Optional(kw("total")).suppress() + sup("number of") + NOUN + _AND_GRAVEYARD
).set_parse_action(_both)
#: "for each <card> you own in exile and in your graveyard"
FOR_EACH_IN_EXILE_AND_GRAVEYARD = (sup("for each") + NOUN + _AND_GRAVEYARD
                                   ).set_parse_action(_both)

__all__ = ["EXILE_AND_GRAVEYARD_COUNT", "FOR_EACH_IN_EXILE_AND_GRAVEYARD"]
