"""401.4 / 608.2d: "put N cards from your hand on top of / on the bottom of your library [in
any order]" (Brainstorm; `engine.zones.hand_to_library`), and as another player's verb:
"target opponent puts a card from their hand on top of their library" (Chittering Rats)."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import A_NUMBER, kws, sup
from arbiter.engine.zones.hand_to_library import HandToLibrary

_WHERE = pp.MatchFirst([
    kws("on top of your library").set_parse_action(lambda: "top"),
    kws("on the bottom of your library").set_parse_action(lambda: "bottom"),
])

#: "put two cards from your hand on top of your library in any order"; "put any number of
#: cards from your hand on the bottom of your library"; "put the cards in your hand on the
#: bottom of your library in any order" (the whole hand)
HAND_TO_LIBRARY = pp.MatchFirst([
    (sup("put any number of cards from your hand") + _WHERE + pp.Optional(sup("in any order"))
     ).set_parse_action(lambda t: [[HandToLibrary(None, position=t[0], any_number=True)]]),
    (kws("put the cards in your hand", "put all the cards in your hand",
         "put all cards in your hand").suppress() + _WHERE + pp.Optional(sup("in any order"))
     ).set_parse_action(lambda t: [[HandToLibrary(None, position=t[0])]]),
    (sup("put") + A_NUMBER + kws("cards", "card").suppress()
     + sup("from your hand") + _WHERE + pp.Optional(sup("in any order"))
     ).set_parse_action(lambda t: [[HandToLibrary(t[0], position=t[1])]]),
])

_THEIR_WHERE = pp.MatchFirst([
    kws("on top of their library").set_parse_action(lambda: "top"),
    kws("on the bottom of their library").set_parse_action(lambda: "bottom"),
])


def hand_to_library_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"puts a card from their hand on top of their library" (`vp` builds it for the player
    who acts: each puts cards from their own hand into their own library)."""
    return vp(sup("puts") + A_NUMBER + kws("cards", "card").suppress()
              + sup("from their hand") + _THEIR_WHERE + pp.Optional(sup("in any order")),
              lambda who, n, where: [HandToLibrary(n, position=where, who=who)])


__all__ = ["HAND_TO_LIBRARY", "hand_to_library_verb"]
