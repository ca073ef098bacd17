"""Cards exiled face down by one ability and put into a hand by another (406.3, 607.2a):

    exile a card from the top of your library face down for each opponent you have
    exile the top two cards of your library face down
    put a card exiled with ~ into its owner's hand                 (Wall of Mourning)
    choose a card at random exiled with ~ and put that card into its owner's hand   (Gorex)
    choose a card at random that was exiled with ~. Put that card into its owner's hand.

The two abilities are linked (607.2a, `compiler.linked`); the engine:
`engine.zones.exile_face_down`, `engine.zones.exiled_with_to_hand`."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, lit, sup
from arbiter.engine.zones.exile_face_down import ExileTopFaceDown
from arbiter.engine.zones.exiled_with_to_hand import PutExiledWithIntoHand
from arbiter.rules.player_state_conditions import OpponentCount

#: 102.2-102.3: "for each opponent you have", counted as the instruction is followed.
EXILE_TOP_FACE_DOWN_EACH = (
    sup("exile a card from the top of your library face down for each opponent you have")
).set_parse_action(lambda: [[ExileTopFaceDown(who="you", n=OpponentCount())]])
#: "exile the top two cards of your library face down"
EXILE_TOP_N_FACE_DOWN = (sup("exile the top") + NUMBER + sup("cards of your library face down")
                         ).set_parse_action(lambda t: [[ExileTopFaceDown(who="you", n=t[0])]])
_EXILED_WITH = sup("exiled with") + kw("~").suppress()
_INTO_HAND = sup("into its owner's hand")
PUT_EXILED_WITH_INTO_HAND = pp.MatchFirst([
    (sup("put a card") + _EXILED_WITH + _INTO_HAND).set_parse_action(
        lambda: [[PutExiledWithIntoHand()]]),
    (sup("choose a card at random") + _EXILED_WITH + sup("and put that card") + _INTO_HAND
     ).set_parse_action(lambda: [[PutExiledWithIntoHand(at_random=True)]]),
    (sup("choose a card at random that was") + _EXILED_WITH + lit(".")
     + sup("put that card") + _INTO_HAND).set_parse_action(
        lambda: [[PutExiledWithIntoHand(at_random=True)]]),
])

EXILED_WITH_CLAUSES: list[pp.ParserElement] = [
    EXILE_TOP_FACE_DOWN_EACH, EXILE_TOP_N_FACE_DOWN, PUT_EXILED_WITH_INTO_HAND]

__all__ = ["EXILED_WITH_CLAUSES"]
