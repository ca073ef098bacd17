"""701.20a: "Reveal the top card of your library" and where it goes, as whole sentences
(`engine.zones.reveal_top_card`):

    Reveal the top card of your library. If it's a land card, put it onto the battlefield.
    Otherwise, put that card into your hand.                            (Coiling Oracle)
    Reveal the top card of your library. If it's a creature card, put it onto the
    battlefield. Otherwise, put it into your graveyard.
    Reveal the top card of your library and put that card into your hand. Each opponent
    loses life equal to that card's mana value.              (Yuriko, the Tiger's Shadow)
    Reveal the top card of your library and put that card into your hand. You lose life
    equal to its mana value.                                            (Dark Confidant)
    Look at the top card of your library. If it's a land card, you may reveal it and put it
    into your hand.                                                   (Dryad Greenseeker)

The last: the controller looks at the card (701.20e); only a matching card may be revealed
(701.20a), and revealing it puts it into their hand (`rules.instructions.RevealTopMay`,
`only_matching`); else it stays on top.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.zones.reveal_top_card import RevealTopPut
from arbiter.rules.instructions import RevealTopMay

_REVEAL = sup("reveal the top card of your library")
_THE_CARD = kws("it", "that card").suppress()
_WHERE = pp.MatchFirst([
    kw("onto the battlefield tapped").set_parse_action(lambda: ("battlefield", True)),
    kw("onto the battlefield").set_parse_action(lambda: ("battlefield", False)),
    kw("into your hand").set_parse_action(lambda: ("hand", False)),
    kw("into your graveyard").set_parse_action(lambda: ("graveyard", False)),
])
_CARD = NOUN.copy().add_condition(lambda t: t[0].kind == "card")


def _sorted(t: pp.ParseResults) -> list[tuple[str, list[RevealTopPut]]]:
    noun, (to, tapped), (otherwise, tapped_else) = t[0], t[1], t[2]
    if tapped_else:
        raise pp.ParseException("", 0, "both destinations tapped")
    return [("plain", [RevealTopPut(noun.selector(), to, tapped, otherwise)])]


#: "Reveal the top card of your library. If it's a <card>, put it <where>. Otherwise, put
#: it <where>."
REVEAL_TOP_SORT = (_REVEAL + lit(".") + sup("if it's") + kws("a", "an").suppress() + _CARD
                   + lit(",") + sup("put") + _THE_CARD + _WHERE + lit(".")
                   + sup("otherwise") + lit(",") + sup("put") + _THE_CARD + _WHERE + lit(".")
                   ).set_parse_action(_sorted)

_LOSER = pp.MatchFirst([
    (kw("each opponent") + sup("loses")).set_parse_action(lambda: "each_opponent"),
    (kw("you") + sup("lose")).set_parse_action(lambda: "you"),
])
#: "Reveal the top card of your library and put that card into your hand. Each opponent
#: loses life equal to that card's mana value."
REVEAL_TOP_TO_HAND_LOSE = (
    _REVEAL + sup("and put") + _THE_CARD + sup("into your hand") + lit(".") + _LOSER
    + sup("life equal to") + kws("its", "that card's").suppress() + sup("mana value")
    + lit(".")).set_parse_action(
    lambda t: [("plain", [RevealTopPut(to="hand", life_loss=t[0])])])

#: "Look at the top card of your library. If it's a <card>, you may reveal it and put it
#: into your hand."
LOOK_TOP_MAY_REVEAL_TO_HAND = (
    sup("look at the top card of your library") + lit(".") + sup("if it's")
    + kws("a", "an").suppress() + _CARD + lit(",") + sup("you may reveal it and put it")
    + sup("into your hand") + lit(".")).set_parse_action(
    lambda t: [("plain", [RevealTopMay(t[0].selector(), (RevealTopPut(to="hand"),),
                                       only_matching=True)])])

REVEAL_TOP_SENTENCES = [REVEAL_TOP_SORT, REVEAL_TOP_TO_HAND_LOSE, LOOK_TOP_MAY_REVEAL_TO_HAND]

__all__ = ["REVEAL_TOP_SENTENCES"]
