"""701.23 / 107.3: a search for "up to X" cards where the text defines X (608.2h: counted as
the search happens):

    Search your library for up to X basic land cards, where X is the number of different
        powers among creatures you control. Put those cards onto the battlefield tapped,
        then shuffle.                                                (Celebrate the Harvest)
    Search your library for up to X basic land cards, where X is the number of lands you
        control, put them onto the battlefield tapped, then shuffle.     (Boundless Realms)

701.23b: the cards have a stated quality, so the player may find fewer. The found cards move
together, then the library is shuffled (`engine.keyword_actions.search_cards.SearchUpTo`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.statics.predicates import COUNT
from arbiter.engine.keyword_actions.search_cards import SearchUpTo

_CARDS = NOUN.copy().add_condition(lambda t: t[0].kind == "card")
_DESTINATION = pp.MatchFirst([
    kw("into your hand").set_parse_action(lambda: ("hand", False)),
    kw("onto the battlefield tapped").set_parse_action(lambda: ("battlefield", True)),
    kw("onto the battlefield").set_parse_action(lambda: ("battlefield", False)),
    kw("into your graveyard").set_parse_action(lambda: ("graveyard", False)),
])
_REVEAL = pp.Optional(kws("reveal them", "reveal those cards") + lit(",")).suppress()
#: ", put them <where>, then shuffle" in the same sentence, or ". Put those cards <where>,
#: then shuffle." as the next one (608.2c: "those cards" are the ones found).
_PUT = (lit(",") + _REVEAL + sup("put") + kws("them", "those cards").suppress()) | (
    lit(".") + _REVEAL + sup("put those cards"))


def _build(t: pp.ParseResults) -> list[tuple[str, list[SearchUpTo]]]:
    cards, count, (to, tapped) = t[0], t[1], t[2]
    return [("plain", [SearchUpTo(cards.selector(), n=count, to=to, tapped=tapped)])]


#: "Search your library for up to X <cards>, where X is <a number>(,|.) [Reveal those cards,]
#: put them|those cards <where>, then shuffle."
SEARCH_UP_TO_X = (sup("search your library for up to X") + _CARDS + lit(",")
                  + sup("where X is") + COUNT + _PUT + _DESTINATION + lit(",")
                  + sup("then shuffle") + lit(".")).set_parse_action(_build)

__all__ = ["SEARCH_UP_TO_X"]
