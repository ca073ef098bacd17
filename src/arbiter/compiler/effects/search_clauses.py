"""701.23: searching your library for several cards, or for a card to put on top:

    search your library for up to two basic land cards, [reveal them,] put them onto the
        battlefield [tapped] / into your hand / into your graveyard, then shuffle
    search your library for a card, [reveal it,] then shuffle and put that card on top
    search your library for up to three / any number of <cards>, reveal them, then shuffle
        and put those cards on top in any order                            (401.4)
    search your library for up to two <cards>, reveal those cards, put one onto the
        battlefield tapped and the other into your hand, then shuffle
    search your library for a Forest card and a Plains card, put them onto the
        battlefield tapped, then shuffle                                   (701.23h)
    search your library for up to two basic land cards that share a land type, put them
        onto the battlefield tapped, then shuffle

(`engine.keyword_actions.search_cards`, `engine.keyword_actions.search_several`). "Reveal"
changes nothing the engine tracks (701.20a: the cards are shown, then put where the effect
says). Searching for one card and putting it
somewhere is `compiler.effects.player_effects`' SEARCH.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.either_card import EITHER_CARD
from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.search_cards import SearchSplit, SearchToTop, SearchUpTo
from arbiter.engine.keyword_actions.search_several import SearchEach, SearchSharing
from arbiter.rules import values as V

_CARDS = NOUN.copy().add_condition(lambda t: t[0].kind == "card")
_REVEAL = pp.Optional(kws("reveal them", "reveal those cards", "reveal it", "reveal that card")
                      + lit(",")).suppress()
_DESTINATION = pp.MatchFirst([
    kw("into your hand").set_parse_action(lambda: ("hand", False)),
    kw("onto the battlefield tapped").set_parse_action(lambda: ("battlefield", True)),
    kw("onto the battlefield").set_parse_action(lambda: ("battlefield", False)),
    kw("into your graveyard").set_parse_action(lambda: ("graveyard", False)),
])

#: 701.23b: "search your library for up to N <cards>, put them <where>, then shuffle"; 701.23d:
#: "for two basic land cards" / "for three cards" names how many to find (all of them, if the
#: library holds them and the description states no quality)
_N_CARDS = pp.MatchFirst([
    (sup("up to") + NUMBER).set_parse_action(lambda t: [(t[0], True)]),
    # 608.2c: "Sacrifice any number of lands. Search your library for up to that many land
    # cards, ..." (Scapeshift): as many as the instruction before counted
    sup("up to that many").set_parse_action(lambda: [(V.ThatMany(), True)]),
    NUMBER.copy().set_parse_action(lambda t: [(t[0], False)]),
])
SEARCH_UP_TO = (sup("search your library for") + _N_CARDS + _CARDS + lit(",") + _REVEAL
                + sup("put them") + _DESTINATION + lit(",") + sup("then shuffle")
                ).set_parse_action(lambda t: [[SearchUpTo(
                    t[1].selector(), n=t[0][0], to=t[2][0], tapped=t[2][1],
                    up_to=t[0][1])]])

#: 701.23 / 608.2c: "search your library for <a card>, then shuffle and put that card on top"
SEARCH_TO_TOP = (sup("search your library for")
                 + (EITHER_CARD | kws("a", "an").suppress() + _CARDS)  # 701.23a
                 + lit(",") + _REVEAL + sup("then shuffle and put")
                 + kws("that card", "the card", "it").suppress()
                 + sup("on top")
                 ).set_parse_action(lambda t: [[SearchToTop(t[0].selector())]])

#: 701.23b: "search your library for up to two <cards>, reveal those cards, put one onto the
#: battlefield tapped and the other into your hand, then shuffle" (Cultivate)
SEARCH_SPLIT = (sup("search your library for up to two") + _CARDS + lit(",") + _REVEAL
                + sup("put one onto the battlefield tapped and the other into your hand")
                + lit(",") + sup("then shuffle")
                ).set_parse_action(lambda t: [[SearchSplit(t[0].selector())]])

#: 701.23h: "search your library for a Forest card and a Plains card, put them <where>, then
#: shuffle" (Krosan Verge): one search, a card for each description
_ONE_CARD = (kws("a", "an").suppress() + _CARDS).set_parse_action(lambda t: t[0].selector())
#: "... for an Aura card and/or an Equipment card, reveal them, put them into your hand"
#: (Axgard Armory): the same search, each description a stated quality (701.23b)
SEARCH_EACH = (sup("search your library for") + _ONE_CARD + (sup("and/or") | sup("and"))
               + _ONE_CARD
               + lit(",") + _REVEAL + sup("put them") + _DESTINATION + lit(",")
               + sup("then shuffle")
               ).set_parse_action(lambda t: [[SearchEach((t[0], t[1]), to=t[2][0],
                                                          tapped=t[2][1])]])

#: 701.23b: "search your library for up to two basic land cards that share a land type, put
#: them <where>, then shuffle" (Myriad Landscape)
SEARCH_SHARING = (sup("search your library for up to") + NUMBER + _CARDS
                  + sup("that share a land type") + lit(",") + _REVEAL + sup("put them")
                  + _DESTINATION + lit(",") + sup("then shuffle")
                  ).set_parse_action(lambda t: [[SearchSharing(
                      t[1].selector(), n=t[0], to=t[2][0], tapped=t[2][1])]])

#: 701.23b/d: "search your library for three cards / up to two <cards> / any number of
#: <cards>, exile them, then shuffle" (Foresight, Mana Severance)
_HOW_MANY = pp.MatchFirst([
    (sup("up to") + NUMBER).set_parse_action(lambda t: [(t[0], True)]),
    sup("any number of").set_parse_action(lambda: [(None, True)]),  # no limit
    NUMBER.copy().set_parse_action(lambda t: [(t[0], False)]),
])
SEARCH_EXILE = (sup("search your library for") + _HOW_MANY + _CARDS + lit(",")
                + sup("exile them") + lit(",") + sup("then shuffle")
                ).set_parse_action(lambda t: [[SearchUpTo(
                    t[1].selector(), n=t[0][0], to="exile", up_to=t[0][1])]])

#: 701.23, 401.4: "search your library for up to three creature cards / any number of Goblin
#: cards, reveal them, then shuffle and put those cards on top [in any order]" (Congregation
#: at Dawn, Goblin Recruiter): the owner orders the cards put on top together
SEARCH_SEVERAL_TO_TOP = (sup("search your library for") + _HOW_MANY + _CARDS + lit(",")
                         + _REVEAL + sup("then shuffle and put")
                         + kws("those cards", "them").suppress() + sup("on top")
                         + pp.Optional(sup("in any order"))
                         ).set_parse_action(lambda t: [[SearchToTop(
                             t[1].selector(), n=t[0][0], up_to=t[0][1])]])

SEARCH_CLAUSES = [SEARCH_SPLIT, SEARCH_SHARING, SEARCH_UP_TO, SEARCH_EACH, SEARCH_TO_TOP,
                  SEARCH_EXILE, SEARCH_SEVERAL_TO_TOP]

__all__ = ["SEARCH_CLAUSES"]
