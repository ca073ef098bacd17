"""Life totals against starting life totals (103.4, 119.1; `rules.starting_life`):

    your life total is less than or equal to half your starting life total    (Bane)
    your life total is greater than [or equal to] your starting life total    (Path of Bravery)
    your life total is at least 10 greater than your starting life total      (Elenda)
    you have at least 7 life more than your starting life total               (Righteous Valkyrie)
    an opponent's life total is less than half their starting life total      (Anya)
    for each opponent whose life total is less than half their starting life total
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, sup
from arbiter.rules.starting_life import (
    AgainstStarting,
    LifeAgainstStarting,
    OpponentsAgainstStarting,
)

#: How a life total compares with a starting life total ("is <comparison> <whose> starting
#: life total").
_COMPARISON = pp.MatchFirst([
    kw("less than or equal to half").set_parse_action(lambda: AgainstStarting("<=", half=True)),
    kw("less than half").set_parse_action(lambda: AgainstStarting("<", half=True)),
    kw("greater than or equal to").set_parse_action(lambda: AgainstStarting(">=")),
    kw("less than or equal to").set_parse_action(lambda: AgainstStarting("<=")),
    kw("greater than").set_parse_action(lambda: AgainstStarting(">")),
    kw("less than").set_parse_action(lambda: AgainstStarting("<")),
    (sup("at least") + NUMBER + sup("greater than")).set_parse_action(
        lambda t: AgainstStarting(">=", offset=t[0])),
    (sup("at least") + NUMBER + sup("less than")).set_parse_action(
        lambda t: AgainstStarting("<=", offset=-t[0])),
])
#: "you have at least 7 life more than your starting life total"
_LIFE_MORE_OR_LESS = pp.MatchFirst([
    (sup("at least") + NUMBER + sup("life more than")).set_parse_action(
        lambda t: AgainstStarting(">=", offset=t[0])),
    (sup("at least") + NUMBER + sup("life less than")).set_parse_action(
        lambda t: AgainstStarting("<=", offset=-t[0])),
])

STARTING_LIFE_CONDITION = pp.MatchFirst([
    (sup("your life total is") + _COMPARISON + sup("your starting life total")
     ).set_parse_action(lambda t: LifeAgainstStarting("you", t[0])),
    (sup("you have") + _LIFE_MORE_OR_LESS + sup("your starting life total")
     ).set_parse_action(lambda t: LifeAgainstStarting("you", t[0])),
    (sup("an opponent's life total is") + _COMPARISON + sup("their starting life total")
     ).set_parse_action(lambda t: LifeAgainstStarting("an opponent", t[0])),
]).set_name("starting life condition")

#: "for each opponent whose life total is less than half their starting life total"
FOR_EACH_OPPONENT_AGAINST_STARTING = (
    sup("for each opponent whose life total is") + _COMPARISON
    + sup("their starting life total")
).set_parse_action(lambda t: OpponentsAgainstStarting(t[0]))

__all__ = ["FOR_EACH_OPPONENT_AGAINST_STARTING", "STARTING_LIFE_CONDITION"]
