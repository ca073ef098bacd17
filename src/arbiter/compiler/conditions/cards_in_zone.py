"""Conditions counting cards in a zone (611.3b, 603.4), as grammar:

    there are four or more permanent cards in your graveyard       (descend 4, 207.2c)
    there are two or more creature cards in your graveyard
    there's a Lesson card in your graveyard
    you have four or more creature cards in your graveyard         (the same count, 404.1)

The object phrase names the cards and their zone ("in your graveyard": cards you own there,
404.1); the condition holds while at least that many such cards are there.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import conditions as C
from arbiter.rules import values as V


def _cards(t: pp.ParseResults) -> Noun:
    n: Noun = t[0]
    if n.kind != "card" or "battlefield" in n.zones:
        raise pp.ParseException("", 0, "cards in a zone")
    return n


_CARDS = NOUN.copy().add_parse_action(_cards)
#: "there are N or more <cards in a zone>" / "there's a <card in a zone>".
CARDS_IN_ZONE_CONDITION = pp.MatchFirst([
    (sup("there are") + NUMBER + sup("or more") + _CARDS).set_parse_action(
        lambda t: C.Compare(V.CountOf(t[1].selector()), ">=", t[0])),
    # "you have N or more <cards> in your graveyard": the cards you own there (404.1)
    (sup("you have") + NUMBER + sup("or more")
     + pp.FollowedBy(pp.Regex(r"[^.,]*?\bcards? in your graveyard\b")) + _CARDS
     ).set_parse_action(lambda t: C.Compare(V.CountOf(t[1].selector()), ">=", t[0])),
    (kws("there's", "there is").suppress() + kws("a", "an").suppress() + _CARDS
     ).set_parse_action(lambda t: C.Compare(V.CountOf(t[0].selector()), ">=", 1)),
])

__all__ = ["CARDS_IN_ZONE_CONDITION"]
