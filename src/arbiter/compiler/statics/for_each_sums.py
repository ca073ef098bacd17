"""Counts of "for each ..." that add several groups or count players (107.1, 613.4c):

    for each land you control and each land card in your graveyard       (Multani)
    for each other Assassin you control and each Assassin card in your graveyard
    for each opponent you have                                           (102.2; Blazing Sunsteel)
    for each card in your opponents' hands                               (402.1)

"for each A and each B" is the number of A plus the number of B: an object counts once per
group it belongs to (the groups here never share an object: they are in different zones).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.counts import Sum
from arbiter.rules.player_state_conditions import OpponentCount

#: 402.1: the cards in the hands of the effect controller's opponents (every hand but theirs).
_OPPONENTS_HANDS = s.And((s.InZone(("hand",)), s.Not(s.OwnedByYou())))

FOR_EACH_SUMS = pp.MatchFirst([
    (sup("for each") + NOUN + pp.OneOrMore(sup("and each") + NOUN)).set_parse_action(
        lambda t: Sum(tuple(V.CountOf(n.selector()) for n in t))),
    kw("for each opponent you have").set_parse_action(lambda: OpponentCount()),
    kw("for each card in your opponents' hands").set_parse_action(
        lambda: V.CountOf(_OPPONENTS_HANDS)),
]).set_name("for each sum")

__all__ = ["FOR_EACH_SUMS"]
