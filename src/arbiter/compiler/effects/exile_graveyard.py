"""406.1: "exile target player's graveyard" / "exile each opponent's graveyard" / "exile all
opponents' graveyards"
(`engine.zones.exile_graveyard`); "exile all cards from target player's library"
(`engine.zones.exile_library`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.zones.exile_graveyard import ExileGraveyard
from arbiter.engine.zones.exile_library import ExileLibrary

_WHOSE = pp.MatchFirst([
    TARGET_PLAYER + lit("'s"),
    kw("each opponent's").set_parse_action(lambda: "each_opponent"),
    kw("your").set_parse_action(lambda: "you"),
])

#: "exile target player's graveyard"; "exile all graveyards" (Rest in Peace: each player's,
#: all at once)
EXILE_GRAVEYARD = pp.MatchFirst([
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
