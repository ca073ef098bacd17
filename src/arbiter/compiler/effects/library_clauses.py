"""Clauses choosing cards as they resolve, without targets (608.2c; `engine.zones.top_of_library`):

    you may return a <card> from your graveyard to your hand
    put any number of <cards> from your hand onto the battlefield [tapped]     (305.4)
    each player searches their library for a <card>, puts it onto the battlefield
        [tapped], then shuffles                                     (701.23, 101.4)
    search your library for <a card> with a mana ability or <a card>, reveal it, put it
        into your hand, then shuffle                                (701.23, 605.1)
    <target creature>'s owner shuffles it into their library, the owner of <target
        permanent> shuffles it into their library, shuffle <enchanted creature> into its
        owner's library                                             (701.24a, 701.24c)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import _ENCHANTED, SELF, TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
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

_ONE_OBJECT = TARGET_OBJECT | SELF | _ENCHANTED
#: "..., then draws two cards": the owner draws (108.3, "its owner" bound to the object).
_OWNER_DRAWS = (lit(",") + sup("then draws") + NUMBER + kws("cards", "card").suppress()
                ).set_parse_action(lambda t: I.Draw(t[0], who=I.Ref("pronoun_owner")))
#: Any other verb after it would need its subject, the owner: not read here.
_NO_MORE_VERBS = ~(pp.Optional(lit(",")) + kws("then", "and")
                   + kws("draws", "loses", "gains", "mills", "discards", "reveals"))
#: 701.24a: "Target creature's owner shuffles it into their library", "This creature's owner
#: ...", "The owner of target nonland permanent shuffles it into their library[, then draws
#: two cards]", "Shuffle enchanted creature into its owner's library": the object goes into
#: its owner's library, which is then shuffled (701.24c: shuffled even if the object is no
#: longer there).
OWNER_SHUFFLES_IT = (pp.MatchFirst([
    _ONE_OBJECT + lit("'s") + sup("owner shuffles it into their library"),
    sup("the owner of") + _ONE_OBJECT + sup("shuffles it into their library"),
]) + (_OWNER_DRAWS | _NO_MORE_VERBS)).set_parse_action(
    lambda t: [[I.ShuffleInto(t[0]), *t[1:]]])
SHUFFLE_INTO_OWNERS = (sup("shuffle") + (TARGET_OBJECT | _ENCHANTED)
                       + sup("into its owner's library")).set_parse_action(
    lambda t: [[I.ShuffleInto(t[0])]])

LIBRARY_CLAUSES: list[pp.ParserElement] = [RETURN_CHOSEN, PUT_FROM_HAND, EACH_SEARCHES,
                                           SEARCH_MANA_ABILITY, OWNER_SHUFFLES_IT,
                                           SHUFFLE_INTO_OWNERS]

__all__ = ["LIBRARY_CLAUSES"]
