"""Whole sentences about the top cards of a library (608.2c), offered to
`compiler.effects.sentences` before its other sentences:

    Look at the top X cards of your library, where X is the total amount of life your
    opponents lost this turn. Exile one of those cards and put the rest on the bottom of
    your library in a random order.                                 (119.3, 107.3)
    Reveal the top N cards of your library. Put all <cards> revealed this way into your
    hand and the rest into your graveyard.                           (701.20a)
    Reveal the top N cards of your library. You may put a <card> from among them into your
    hand. Put the rest into your graveyard.                          (701.20a)
    Look at the top card of your library. You may reveal that card. If <a card> is
    revealed this way, <effect>.                                     (701.20a, 701.20e)
    Look at the top X cards of your library, where X is the amount of mana spent to cast
    this spell. Put two of them into your hand and the rest ...       (601.2h)
    [You may] search your library and/or graveyard for <a card>, reveal it, and put it
    into your hand. If you search your library this way, shuffle.    (701.23,
                                                          `compiler.effects.search_zones`)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT, CLAUSE
from arbiter.compiler.effects.impulse_durations import MAY_PLAY_FOR
from arbiter.compiler.effects.look_picks import PICK_TO_TAPPED
from arbiter.compiler.effects.player_effects import _REST_AND as REST_AND
from arbiter.compiler.effects.player_effects import _REST_WHERE as REST_WHERE
from arbiter.compiler.effects.player_effects import PICK
from arbiter.compiler.effects.reveal_top_picks import REVEAL_TOP_PICKS
from arbiter.compiler.effects.search_their_library import SEARCH_THEIR_LIBRARY
from arbiter.compiler.effects.search_zones import SEARCH_ZONES
from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules import values as V
from arbiter.rules.instructions import objects as I

_JOIN = pp.Optional(lit(",")) + pp.Optional(kws("and", "then")).suppress()
_CLAUSES = (CLAUSE + pp.ZeroOrMore(_JOIN + CLAUSE)).set_parse_action(
    lambda t: [[i for group in t for i in group]])

_LIFE_LOST = kw("the total amount of life your opponents lost this turn").set_parse_action(
    lambda: V.LifeLostThisTurn("opponents"))
#: "look at the top X cards of your library, where X is <the life your opponents lost this
#: turn>. Exile one of those cards and put the rest on the bottom of your library in a
#: random order."
LOOK_EXILE_ONE = (sup("look at the top X cards of your library") + lit(",")
                  + sup("where X is") + _LIFE_LOST + lit(".")
                  + sup("exile one of") + kws("those cards", "them").suppress()
                  + sup("and put the rest on the bottom of your library in a random order")
                  + lit(".")).set_parse_action(
    lambda t: [("plain", [I.LookAtTop(t[0], (I.LookPick(1, "exile"),), "bottom_random")])])


def _reveal_all(t: pp.ParseResults) -> list[tuple[str, list[I.Instruction]]]:
    n, noun, (to, tapped), rest = t[0], t[1], t[2], t[3]
    pick = I.LookPick(count=0, to=to, selector=noun.selector(), reveal=True, every=True,
                      tapped=tapped)
    return [("plain", [I.LookAtTop(n, (pick,), rest)])]


_HAND = kw("into your hand").set_parse_action(lambda: [("hand", False)])
#: 701.20a: "Reveal the top four cards of your library. Put all land cards revealed this way
#: into your hand and the rest into your graveyard." / "... and the rest on the bottom of your
#: library in any order." (Goblin Ringleader); "Put all enchantment cards from among them into
#: your hand and the rest on the bottom of your library in a random order." (Marina
#: Vendrell); "Reveal the top X cards ... Put all land cards from among them onto the
#: battlefield tapped and the rest ..." (every matching card; no choice)
REVEAL_PUT_ALL = (sup("reveal the top") + (NUMBER | AMOUNT) + sup("cards of your library")
                  + lit(".") + sup("put all") + NOUN
                  + ((sup("revealed this way") + _HAND) | (sup("from among them")
                                                           + PICK_TO_TAPPED))
                  + sup("and the rest") + REST_WHERE + lit(".")
                  ).set_parse_action(_reveal_all)


def _reveal_may(t: pp.ParseResults) -> list[tuple[str, list[I.Instruction]]]:
    n, noun, (to, tapped), rest = t[0], t[1], t[2], t[3]
    pick = I.LookPick(count=1, to=to, selector=noun.selector(), may=True, reveal=True,
                      tapped=tapped)
    return [("plain", [I.LookAtTop(n, (pick,), rest)])]


#: 701.20a: "Reveal the top four cards of your library. You may put a land card from among
#: them into your hand. Put the rest into your graveyard." (Satyr Wayfinder): the cards are
#: revealed, the player may take one that matches.
REVEAL_MAY_PUT_ONE = (sup("reveal the top") + NUMBER + sup("cards of your library") + lit(".")
                      + sup("you may put") + kws("a", "an").suppress() + NOUN
                      + sup("from among them") + PICK_TO_TAPPED + lit(".")
                      + sup("put the rest") + REST_WHERE + lit(".")
                      ).set_parse_action(_reveal_may)

#: "look at the top card of your library. You may reveal that card. If an instant or
#: sorcery card is revealed this way, transform ~."
REVEAL_TOP_MAY = (sup("look at the top card of your library") + lit(".")
                  + sup("you may reveal that card") + lit(".")
                  + sup("if") + kws("a", "an").suppress() + NOUN
                  + sup("is revealed this way") + lit(",") + _CLAUSES + lit(".")
                  ).set_parse_action(
    lambda t: [("plain", [I.RevealTopMay(t[0].selector(), tuple(t[1]))])])


def _look_spent(t: pp.ParseResults) -> list[tuple[str, list[I.Instruction]]]:
    picks = tuple(x for x in t if isinstance(x, I.LookPick))
    rest = next((x for x in t if isinstance(x, str)), "top")
    return [("plain", [I.LookAtTop(V.ManaSpentToCast(), picks, rest)])]


#: "Look at the top X cards of your library, where X is the amount of mana spent to cast
#: this spell. Put two of them into your hand and the rest on the bottom of your library in
#: a random order." (601.2h: the mana paid for its total cost)
LOOK_MANA_SPENT = (sup("look at the top X cards of your library") + lit(",")
                   + sup("where X is the amount of mana spent to cast")
                   + kws("this spell", "~").suppress() + lit(".")
                   + PICK + pp.Optional(REST_AND) + lit(".")).set_parse_action(_look_spent)

#: 611.2a-b: "You may play that card for as long as it remains exiled." as a whole sentence
#: (tried before the clauses, where "you may play that card" alone would be taken first).
MAY_PLAY_FOR_SENTENCE = (MAY_PLAY_FOR + lit(".")).set_parse_action(
    lambda t: [("plain", list(t[0]))])

LIBRARY_SENTENCES = pp.MatchFirst([MAY_PLAY_FOR_SENTENCE,  # 611.2a-b
                                   LOOK_EXILE_ONE, LOOK_MANA_SPENT, REVEAL_PUT_ALL,
                                   REVEAL_MAY_PUT_ONE,  # 701.20a
                                   REVEAL_TOP_PICKS,  # 701.20a
                                   REVEAL_TOP_MAY,
                                   SEARCH_ZONES,  # 701.23: several zones
                                   SEARCH_THEIR_LIBRARY])  # 701.23: another's library

__all__ = ["LIBRARY_SENTENCES"]
