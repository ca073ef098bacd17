"""Conditions on totals of the board and of the turn (`rules.turn_totals`):

    creatures you control have total power 10 or greater     (208.1, 107.1b)
    an opponent was dealt 7 or more damage this turn          (120.3)
    you attacked with three or more creatures this turn       (508.1a)
    each player has no cards in hand                          (402.1)
    a player has no cards in hand                             (402.1)
    an opponent has been dealt damage this turn               (120.3)
    you've drawn two or more cards this turn                  (121.2)
    you attacked with creatures with total power 6 or greater this combat
                                              (pack tactics, 508.1a: `rules.attack_power`)
    you were dealt 4 or more damage this turn                 (120.3)
    an opponent lost 3 or more life this turn                 (119.3)
    a player lost 4 or more life this turn / you lost 2 or more life this turn   (119.3)
    you gained and lost life this turn / gained or lost       (119.3, 119.9)
    you didn't attack with a creature this turn               (508.1a)
    no creatures attacked this turn                           (508.1a)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules import conditions as C
from arbiter.rules import values as V
from arbiter.rules.attack_power import AttackedWithTotalPower
from arbiter.rules.player_state_conditions import AnyOf
from arbiter.rules.static_conditions import AllOf
from arbiter.rules.turn_damage import DamageDealtToYouThisTurn
from arbiter.rules.turn_history import LifeGainedThisTurn
from arbiter.rules.turn_totals import (
    AHandEmpty,
    APlayerLostLife,
    CardsDrawnThisTurn,
    EachHandEmpty,
    NoCreaturesAttacked,
    OpponentDealtDamage,
    OpponentLostLife,
    TotalPower,
)

_GAINED = C.Compare(LifeGainedThisTurn(), ">", 0)  # 119.9
_LOST = C.Compare(V.LifeLostThisTurn("you"), ">", 0)  # 119.3

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
    (sup("you attacked with creatures with total power") + NUMBER
     + sup("or greater this combat")).set_parse_action(
        lambda t: AttackedWithTotalPower(t[0])),
    (sup("you were dealt") + NUMBER + sup("or more damage this turn")).set_parse_action(
        lambda t: C.Compare(DamageDealtToYouThisTurn(), ">=", t[0])),
    (sup("an opponent lost") + NUMBER + sup("or more life this turn")).set_parse_action(
        lambda t: OpponentLostLife(t[0])),
    (sup("a player lost") + NUMBER + sup("or more life this turn")).set_parse_action(
        lambda t: APlayerLostLife(t[0])),
    (sup("you lost") + NUMBER + sup("or more life this turn")).set_parse_action(
        lambda t: C.Compare(V.LifeLostThisTurn("you"), ">=", t[0])),
    kw("you gained and lost life this turn").set_parse_action(
        lambda: AllOf((_GAINED, _LOST))),
    kw("you gained or lost life this turn").set_parse_action(
        lambda: AnyOf((_GAINED, _LOST))),
    kw("you didn't attack with a creature this turn").set_parse_action(
        lambda: C.Compare(V.CreaturesAttackedWithThisTurn(), "==", 0)),
    kw("no creatures attacked this turn").set_parse_action(lambda: NoCreaturesAttacked()),
]).set_name("turn totals condition")

__all__ = ["TURN_TOTALS_CONDITION"]
