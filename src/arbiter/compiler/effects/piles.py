"""700.3: the top cards of a library revealed and separated into two piles, one pile put
into the hand (`engine.zones.piles`):

    Reveal the top five cards of your library. An opponent separates those cards into two
    piles. Put one pile into your hand and the other into your graveyard.  (Fact or Fiction)
    ... and the other on the bottom of your library in any order.
    Reveal the top five cards of your library and separate them into two piles. An
    opponent chooses one of those piles. Put that pile into your hand and the other into
    your graveyard.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, lit, sup
from arbiter.engine.zones.piles import RevealPiles

_TOP = sup("reveal the top") + NUMBER + sup("cards of your library")
_REST = pp.MatchFirst([
    kw("into your graveyard").set_parse_action(lambda: "graveyard"),
    kw("on the bottom of your library in any order").set_parse_action(lambda: "bottom_any"),
])

#: "An opponent separates those cards into two piles. Put one pile into your hand and the
#: other <where>."
THEY_SEPARATE = (_TOP + lit(".") + sup("an opponent separates those cards into two piles")
                 + lit(".") + sup("put one pile into your hand and the other") + _REST
                 + lit(".")).set_parse_action(
    lambda t: [("plain", [RevealPiles(t[0], rest=t[1])])])

#: "... and separate them into two piles. An opponent chooses one of those piles. Put that
#: pile into your hand and the other <where>."
YOU_SEPARATE = (_TOP + sup("and separate them into two piles") + lit(".")
                + sup("an opponent chooses one of those piles") + lit(".")
                + sup("put that pile into your hand and the other") + _REST + lit(".")
                ).set_parse_action(
    lambda t: [("plain", [RevealPiles(t[0], rest=t[1], you_separate=True)])])

PILE_SENTENCES = [THEY_SEPARATE, YOU_SEPARATE]

__all__ = ["PILE_SENTENCES"]
