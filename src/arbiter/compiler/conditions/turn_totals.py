"""Conditions on totals of the board and of the turn (`rules.turn_totals`):

    creatures you control have total power 10 or greater     (208.1, 107.1b)
    an opponent was dealt 7 or more damage this turn          (120.3)
    you attacked with three or more creatures this turn       (508.1a)
    each player has no cards in hand                          (402.1)
    a player has no cards in hand                             (402.1)
    an opponent has been dealt damage this turn               (120.3)
    you've drawn two or more cards this turn                  (121.2)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules import conditions as C
from arbiter.rules import values as V
from arbiter.rules.turn_totals import (
    AHandEmpty,
    CardsDrawnThisTurn,
    EachHandEmpty,
    OpponentDealtDamage,
    TotalPower,
)

TURN_TOTALS_CONDITION = pp.MatchFirst([
    (NOUN + sup("have total power") + NUMBER + sup("or greater")).set_parse_action(
        lambda t: C.Compare(TotalPower(t[0].selector()), ">=", t[1])),
    (sup("an opponent was dealt") + NUMBER + sup("or more damage this turn")
     ).set_parse_action(lambda t: OpponentDealtDamage(t[0])),
    (sup("you attacked with") + NUMBER + sup("or more creatures this turn")).set_parse_action(
        lambda t: C.Compare(V.CreaturesAttackedWithThisTurn(), ">=", t[0])),
    kw("each player has no cards in hand").set_parse_action(lambda: EachHandEmpty()),
    kw("a player has no cards in hand").set_parse_action(lambda: AHandEmpty()),
    kws("an opponent was dealt damage this turn", "an opponent has been dealt damage this turn"
        ).set_parse_action(lambda: OpponentDealtDamage(1)),
    # 121.2: "you've drawn two or more cards this turn"
    (sup("you've drawn") + NUMBER + sup("or more cards this turn")).set_parse_action(
        lambda t: C.Compare(CardsDrawnThisTurn(), ">=", t[0])),
]).set_name("turn totals condition")

__all__ = ["TURN_TOTALS_CONDITION"]
