"""406.1: "exile target player's graveyard" / "exile each opponent's graveyard" / "exile all
opponents' graveyards", "exile all creature cards from target player's graveyard", "target
player exiles all land cards from their graveyard" (`engine.zones.exile_graveyard`); "exile all
cards from target player's library" (`engine.zones.exile_library`)."""

from __future__ import annotations

import dataclasses

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.zones.exile_graveyard import ExileGraveyard
from arbiter.engine.zones.exile_library import ExileLibrary

_WHOSE = pp.MatchFirst([
    TARGET_PLAYER + lit("'s"),
    kw("each opponent's").set_parse_action(lambda: "each_opponent"),
    kw("your").set_parse_action(lambda: "you"),
])

#: Cards named without a zone of their own ("all creature cards"; 400.1: such a phrase names
#: cards in every zone but the battlefield and the stack), the graveyard given after them.
_CARDS = NOUN.copy().add_condition(lambda t: t[0].kind == "card" and not t[0].other
                                   and "hand" in t[0].zones)
_END = pp.FollowedBy(lit(".") | lit(",") | pp.StringEnd())


def _kind(t: pp.ParseResults) -> list[list[ExileGraveyard]]:
    """404.1: the cards of that kind in that player's graveyard."""
    who, noun = t[0], t[1]
    sel = dataclasses.replace(noun, zones=("graveyard",)).selector()
    return [[ExileGraveyard(who=who, selector=sel)]]


#: "exile target player's graveyard"; "exile all graveyards" (Rest in Peace: each player's,
#: all at once)
EXILE_GRAVEYARD = pp.MatchFirst([
    # "exile all creature cards from target player's graveyard" (Crypt Incursion)
    (sup("exile all") + _CARDS + sup("from") + _WHOSE + sup("graveyard") + _END
     ).set_parse_action(lambda t: _kind([t[1], t[0]])),
    # "target player exiles all land cards from their graveyard" (Mudhole)
    (TARGET_PLAYER + sup("exiles all") + _CARDS + sup("from their graveyard") + _END
     ).set_parse_action(_kind),
    (sup("exile") + _WHOSE + sup("graveyard")).set_parse_action(
        lambda t: [[ExileGraveyard(who=t[0])]]),
    kw("exile all graveyards").set_parse_action(lambda: [[ExileGraveyard(who="each_player")]]),
    # "exile all opponents' graveyards" (Kaya's Guile, Phyrexian Scriptures): each opponent's
    kw("exile all opponents' graveyards").set_parse_action(
        lambda: [[ExileGraveyard(who="each_opponent")]]),
    # Jace, the Mind Sculptor's −12 ("your library" is `nouns`' "cards from your library")
    (sup("exile all cards from") + TARGET_PLAYER + lit("'s") + sup("library")
     ).set_parse_action(lambda t: [[ExileLibrary(who=t[0])]]),
])

__all__ = ["EXILE_GRAVEYARD"]
