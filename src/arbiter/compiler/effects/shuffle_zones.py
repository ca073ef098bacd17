"""701.24a: "<player> shuffles their hand and graveyard into their library" (Timetwister),
"shuffle your graveyard into your library", "that player shuffles their hand into their
library", "shuffle the cards from your hand into your library"
(`rules.instructions.ShuffleIntoLibrary`, carried out in `engine.keyword_actions.library`)."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.rules.instructions import objects as I

_WHOSE = kws("their", "your").suppress()
_ZONES = pp.MatchFirst([
    (_WHOSE + kws("hand and graveyard", "graveyard and hand")).set_parse_action(
        lambda: ("hand", "graveyard")),
    (_WHOSE + sup("hand")).set_parse_action(lambda: ("hand",)),
    # "shuffle the cards from your hand into your library": the whole hand (Whirlpool Rider)
    (kws("the cards from", "all the cards from", "all cards from", "the cards in",
         "all the cards in", "all cards in").suppress() + _WHOSE + sup("hand")
     ).set_parse_action(lambda: ("hand",)),
    (_WHOSE + sup("graveyard")).set_parse_action(lambda: ("graveyard",)),
])


def shuffle_zones_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"shuffles their hand and graveyard into their library" as a verb phrase of
    `compiler.effects.player_effects` (`vp` builds it for the player who acts)."""
    return vp(kws("shuffle", "shuffles").suppress() + _ZONES
              + sup("into") + kws("their library", "your library").suppress(),
              lambda who, zones: [I.ShuffleIntoLibrary(tuple(zones), who=who)])


__all__ = ["shuffle_zones_verb"]
