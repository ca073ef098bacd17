"""701.23: "<player> [may] search(es) their library for <a card>, put(s) it <where>, then
shuffle(s)." — a player other than the ability's controller searching their own library
(`engine.keyword_actions.player_searches`):

    Exile target creature. Its controller may search their library for a basic land card,
    put that card onto the battlefield tapped, then shuffle.             (Path to Exile)
    Target player searches their library for a basic land card, puts it onto the
    battlefield tapped, then shuffles.                                   (Fertilid)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import PLAYER
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.player_searches import PlayerSearches

_WHO = PLAYER.copy().add_condition(lambda t: t[0] != "you")
_CARD = NOUN.copy().add_condition(lambda t: t[0].kind == "card")
_DESTINATION = pp.MatchFirst([
    kw("into their hand").set_parse_action(lambda: ("hand", False)),
    kw("onto the battlefield tapped").set_parse_action(lambda: ("battlefield", True)),
    kw("onto the battlefield").set_parse_action(lambda: ("battlefield", False)),
])


def _build(t: pp.ParseResults) -> list[list[PlayerSearches]]:
    who, may, noun, (to, tapped) = t[0], t[1] == "may", t[2], t[3]
    return [[PlayerSearches(who, noun.selector(), to=to, tapped=tapped, may=may)]]


#: "<player> [may] search(es) their library for a <card>, put(s) it/that card <where>, then
#: shuffle(s)"
PLAYER_SEARCHES = (_WHO + pp.MatchFirst([
    (kw("may").set_parse_action(lambda: "may") + sup("search their library for")),
    sup("searches their library for").set_parse_action(lambda: "must"),
]) + kws("a", "an").suppress() + _CARD + lit(",") + kws("put", "puts").suppress()
    + kws("it", "that card").suppress() + _DESTINATION + lit(",")
    + kws("then shuffle", "then shuffles").suppress()).set_parse_action(_build)

__all__ = ["PLAYER_SEARCHES"]
