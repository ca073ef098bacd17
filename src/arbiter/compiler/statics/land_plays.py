"""305.2: effects letting a player play more lands (`engine.turn.land_plays`):

    You may play an additional land on each of your turns.      (Exploration; a static ability)
    You may play two additional lands on each of your turns.    (Azusa, Lost but Seeking)
    You may play any number of lands on each of your turns.     (Fastbond: no limit)
    You may play an additional land this turn.                  (Explore; a resolving spell's
                                                                 effect until end of turn, 611.2)
    Each player may play an additional land on each of their turns.   (Rites of Flourishing)
    Players can't play lands. / You can't play lands.           (101.2: Territorial Dispute)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.engine.turn.land_plays import ADDITIONAL_LAND_PLAYS, ANY_NUMBER, LAND_BAN
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.instructions import objects as I
from arbiter.state.effects import END_OF_TURN, EffectSpec

_HOW_MANY = pp.MatchFirst([
    kw("an additional land").set_parse_action(lambda: 1),
    kw("any number of lands").set_parse_action(lambda: ANY_NUMBER),  # 305.2
    NUMBER + kws("additional lands").suppress(),
])

#: "You may play an additional land on each of your turns." (static, 305.2)
ADDITIONAL_LANDS_LINE = (sup("you may play") + _HOW_MANY + sup("on each of your turns")
                         + lit(".")).set_parse_action(lambda t: StaticAbility(
                             text="", effects=(EffectSpec(s.SELF, (P.RulesPart(
                                 rule=ADDITIONAL_LAND_PLAYS, detail=(t[0],)),)),)))

#: "Each player may play an additional land on each of their turns." (static, 305.2)
EACH_PLAYER_LANDS_LINE = (sup("each player may play") + _HOW_MANY
                          + sup("on each of their turns") + lit(".")).set_parse_action(
    lambda t: StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(
        rule=ADDITIONAL_LAND_PLAYS, detail=(t[0], "each")),)),)))
#: 101.2: "Players can't play lands." / "You can't play lands."
LAND_BAN_LINE = (pp.MatchFirst([kw("players").set_parse_action(lambda: "each"),
                                kw("you").set_parse_action(lambda: "you")])
                 + sup("can't play lands") + lit(".")).set_parse_action(
    lambda t: StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(
        rule=LAND_BAN, detail=t[0]),)),)))

#: "you may play an additional land this turn" (a one-shot effect's clause, 611.2)
ADDITIONAL_LANDS_THIS_TURN = (sup("you may play") + _HOW_MANY + sup("this turn")
                              ).set_parse_action(lambda t: [[I.CreateEffect(
                                  parts=(P.RulesPart(ADDITIONAL_LAND_PLAYS, (t[0],)),),
                                  affected=None, duration=END_OF_TURN, rules_only=True)]])

__all__ = ["ADDITIONAL_LANDS_LINE", "ADDITIONAL_LANDS_THIS_TURN", "EACH_PLAYER_LANDS_LINE",
           "LAND_BAN_LINE"]
