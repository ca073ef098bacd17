"""Conditions that compare (`compiler.conditions.conditions` offers them among its own):

    an opponent has more life than you                       (119, 102.2)
    you have more life than an opponent                      (119, 102.2)
    you control a creature with the greatest power among creatures on the battlefield (208.1)
    an opponent has more cards in hand than you              (402)
    an opponent controls more <permanents> than you          (108.4)
    there are N or more basic land types among <objects>     (305.6, 205.3i)
    there are N or more card types among <cards>             (205.2a: delirium, 207.2c)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules import conditions as C
from arbiter.rules.counts import BasicLandTypesAmong, CardTypesAmong
from arbiter.rules.player_comparisons import AnOpponentHasMore, ControlsGreatestPower

COMPARISON_CONDITION = pp.MatchFirst([
    kw("an opponent has more life than you").set_parse_action(
        lambda: AnOpponentHasMore("life")),
    kw("an opponent has more cards in hand than you").set_parse_action(
        lambda: AnOpponentHasMore("hand")),
    # 208.1: a tie counts ("or tied for the greatest power")
    kws("you control a creature with the greatest power among creatures on the battlefield",
        "you control the creature with the greatest power or tied for the greatest power"
        ).set_parse_action(lambda: ControlsGreatestPower()),
    kw("you have more life than an opponent").set_parse_action(
        lambda: AnOpponentHasMore("life", fewer=True)),
    (sup("an opponent controls more") + NOUN + sup("than you")).set_parse_action(
        lambda t: AnOpponentHasMore("controls", t[0].selector())),
    (sup("there are") + NUMBER + sup("or more basic land types among") + NOUN
     ).set_parse_action(lambda t: C.Compare(BasicLandTypesAmong(t[1].selector()), ">=", t[0])),
    # Delirium: "there are four or more card types among cards in your graveyard"
    (sup("there are") + NUMBER + sup("or more card types among") + NOUN
     ).set_parse_action(lambda t: C.Compare(CardTypesAmong(t[1].selector()), ">=", t[0])),
]).set_name("comparison condition")

__all__ = ["COMPARISON_CONDITION"]
