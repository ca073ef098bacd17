"""Clauses choosing cards as they resolve, without targets (608.2c; `engine.zones.top_of_library`):

    you may return a <card> from your graveyard to your hand
    put any number of <cards> from your hand onto the battlefield [tapped]     (305.4)
    each player searches their library for a <card>, puts it onto the battlefield
        [tapped], then shuffles                                     (701.23, 101.4)
    search your library for <a card> with a mana ability or <a card>, reveal it, put it
        into your hand, then shuffle                                (701.23, 605.1)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules import selectors as s
from arbiter.rules.instructions import objects as I
from arbiter.rules.mana_selectors import HasManaAbility

_A = kws("a", "an").suppress()
_TAPPED = pp.Optional(kw("tapped").set_parse_action(lambda: True), default=False)


def _graveyard_card(t: pp.ParseResults) -> bool:
    return t[0].zones == ("graveyard",)


#: "you may return a land card from your graveyard to your hand" (the card is chosen as it
#: resolves, if there is one: not a target).
RETURN_CHOSEN = (sup("you may return") + _A + NOUN.copy().add_condition(_graveyard_card)
                 + sup("to your hand")).set_parse_action(
    lambda t: [[I.MayDo(do=(I.ReturnChosen(t[0].selector()),))]])


def _hand_cards(t: pp.ParseResults) -> bool:
    return t[0].zones == ("hand",)


#: 305.4: "Put any number of land cards from your hand onto the battlefield tapped."
PUT_FROM_HAND = (sup("put any number of") + NOUN.copy().add_condition(_hand_cards)
                 + sup("onto the battlefield") + _TAPPED).set_parse_action(
    lambda t: [[I.PutFromHand(t[0].selector(), tapped=t[1])]])

#: 701.23: "Each player searches their library for a basic land card, puts it onto the
#: battlefield, then shuffles."
EACH_SEARCHES = (sup("each player searches their library for") + _A + NOUN + lit(",")
                 + sup("puts it onto the battlefield") + _TAPPED + lit(",")
                 + sup("then shuffles")).set_parse_action(
    lambda t: [[I.EachSearches(t[0].selector(), tapped=t[1])]])


def _with_mana_ability(t: pp.ParseResults) -> list[list[I.Instruction]]:
    first, second = t[0], t[1]
    sel = s.Or((s.And((first.selector(), HasManaAbility())), second.selector()))
    return [[I.SearchLibrary(sel, to="hand")]]


#: "Search your library for an artifact card with a mana ability or a basic land card,
#: reveal it, put it into your hand, then shuffle." (701.20a: revealing changes nothing)
SEARCH_MANA_ABILITY = (sup("search your library for") + _A + NOUN + sup("with a mana ability")
                       + sup("or") + _A + NOUN + lit(",") + sup("reveal it") + lit(",")
                       + sup("put it into your hand") + lit(",") + sup("then shuffle")
                       ).set_parse_action(_with_mana_ability)

LIBRARY_CLAUSES: list[pp.ParserElement] = [RETURN_CHOSEN, PUT_FROM_HAND, EACH_SEARCHES,
                                           SEARCH_MANA_ABILITY]

__all__ = ["LIBRARY_CLAUSES"]
