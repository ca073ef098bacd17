"""608.2c: an instruction followed unless the ability's source came under your control this
turn (302.6), the condition written after it:

    ... it deals 2 damage to you unless it came under your control this turn.   (Erg Raiders)

"It" is the ability's source (the only printed use is a permanent's triggered ability about
itself); the condition is checked as the ability resolves
(`rules.came_under_control`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.rules import conditions as C
from arbiter.rules.came_under_control import SourceCameUnderYourControlThisTurn
from arbiter.rules.instructions import objects as I


def unless_came_under_control(clauses: pp.ParserElement) -> pp.ParserElement:
    """"<clauses> unless it came under your control this turn." (608.2c)"""
    return (clauses + sup("unless it came under your control this turn") + lit(".")
            ).set_parse_action(lambda t: [("plain", [I.If(
                C.Not(SourceCameUnderYourControlThisTurn()), then=tuple(t[0]))])])


__all__ = ["unless_came_under_control"]
