"""406.1: "exile target player's graveyard" / "exile each opponent's graveyard"
(`engine.zones.exile_graveyard`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.zones.exile_graveyard import ExileGraveyard

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
])

__all__ = ["EXILE_GRAVEYARD"]
