"""Revolt's condition and its kin (207.2c; `rules.left_under_you`): permanents that left the
battlefield (or died, 700.4) under your control this turn, judged as they last existed there.

    a permanent left the battlefield under your control this turn   (Renegade Rallier)
    a permanent you controlled left the battlefield this turn        (Lulu, Loyal Hollyphant)
    a creature left the battlefield under your control this turn     (Tale of Momo)
    a nonland permanent left the battlefield this turn or a spell was warped this turn  (void)
    a creature died under your control this turn                     (Bontu, 700.4)
    another Human died under your control this turn
    two or more creatures died under your control this turn          (Gimli)
    the number of creatures that died under your control this turn   (Season of Loss)
    three or more creatures died this turn                           (any player's, 700.4)
    you've sacrificed an artifact this turn                          (701.21a)
    a land you controlled was put into a graveyard from the battlefield this turn
    an artifact or creature was put into a graveyard from the battlefield this turn
    a creature card left your graveyard this turn      (603.10a, `rules.left_graveyard`)
    a creature card was put into your graveyard from anywhere this turn
                                                       (`rules.graveyard_arrivals`)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.this_turn import entered_selector
from arbiter.compiler.grammar.lexicon import NUMBER, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import conditions as C
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.graveyard_arrivals import CardPutIntoYourGraveyard
from arbiter.rules.left_graveyard import LeftYourGraveyardThisTurn
from arbiter.rules.left_under_you import (
    LeftUnderYouCount,
    LeftUnderYouThisTurn,
    SacrificedThisTurn,
    SpellWarpedThisTurn,
)
from arbiter.rules.player_state_conditions import AnyOf

_UNDER_YOU = sup("left the battlefield under your control this turn")
_DIED = sup("died under your control this turn")
_TO_GRAVEYARD = sup("was put into a graveyard from the battlefield this turn")
_A = kws("a", "an", "one or more").suppress()


def _died(noun: Noun, n: int = 1) -> LeftUnderYouThisTurn:
    return LeftUnderYouThisTurn(entered_selector(noun), n, died=True, other=noun.other)


#: 603.4 / 611.3b: "if a permanent left the battlefield under your control this turn"
LEFT_CONDITION = pp.MatchFirst([
    (_A + NOUN + _UNDER_YOU).set_parse_action(
        lambda t: LeftUnderYouThisTurn(entered_selector(t[0]))),
    (_A + NOUN + sup("you controlled left the battlefield this turn")).set_parse_action(
        lambda t: LeftUnderYouThisTurn(entered_selector(t[0]))),
    # void (207.2c): any player's permanent, or a spell cast for its warp cost (702.185c)
    (_A + NOUN + sup("left the battlefield this turn or a spell was warped this turn")
     ).set_parse_action(lambda t: AnyOf((LeftUnderYouThisTurn(entered_selector(t[0]),
                                                              yours=False),
                                         SpellWarpedThisTurn()))),
    # 700.4: died = put into a graveyard from the battlefield; "a land you controlled was put
    # into a graveyard from the battlefield this turn" (The Lady of Otaria), anyone's too
    (_A + NOUN + sup("you controlled") + _TO_GRAVEYARD).set_parse_action(
        lambda t: LeftUnderYouThisTurn(entered_selector(t[0]), died=True)),
    (_A + NOUN + _TO_GRAVEYARD).set_parse_action(
        lambda t: LeftUnderYouThisTurn(entered_selector(t[0]), yours=False, died=True)),
    (NUMBER + sup("or more") + NOUN + _DIED).set_parse_action(lambda t: _died(t[1], t[0])),
    (pp.Optional(_A) + NOUN + _DIED).set_parse_action(lambda t: _died(t[0])),
    (NUMBER + sup("or more creatures died this turn")).set_parse_action(
        lambda t: C.Compare(V.CreaturesDiedThisTurn(), ">=", t[0])),
    # 701.21a: "you've sacrificed an artifact this turn"
    (kws("you've sacrificed", "you sacrificed", "you have sacrificed").suppress() + _A + NOUN
     + sup("this turn")).set_parse_action(
        lambda t: SacrificedThisTurn(entered_selector(t[0]))),
])

def _card_left(noun: Noun, n: int = 1) -> LeftYourGraveyardThisTurn:
    """603.10a: cards judged as they were in the graveyard (no zone test)."""
    if noun.kind != "card" or noun.other:
        raise pp.ParseException("", 0, "cards leaving a graveyard")
    preds = [p for p in noun.preds if not (isinstance(p, s.And) and not p.parts)]
    return LeftYourGraveyardThisTurn(preds[0] if len(preds) == 1 else s.And(tuple(preds)), n)


_LEFT_GRAVEYARD = sup("left your graveyard this turn")
#: "if a card left your graveyard this turn" (`rules.left_graveyard`)
LEFT_GRAVEYARD_CONDITION = pp.MatchFirst([
    (NUMBER + sup("or more") + NOUN + _LEFT_GRAVEYARD).set_parse_action(
        lambda t: _card_left(t[1], t[0])),
    (_A + NOUN + _LEFT_GRAVEYARD).set_parse_action(lambda t: _card_left(t[0])),
    # 404.2: a card of one card type put into your graveyard (`rules.graveyard_arrivals`)
    (_A + pp.one_of("artifact creature enchantment instant land sorcery", caseless=True,
                    as_keyword=True) + sup("card was put into your graveyard from anywhere"
                                           " this turn")).set_parse_action(
        lambda t: CardPutIntoYourGraveyard(t[0].capitalize())),
])

#: "the number of creatures that died under your control this turn"
DIED_COUNT = (sup("the number of") + NOUN + sup("that") + _DIED).set_parse_action(
    lambda t: LeftUnderYouCount(entered_selector(t[0])))

__all__ = ["DIED_COUNT", "LEFT_CONDITION", "LEFT_GRAVEYARD_CONDITION"]
