"""Endure (701.63a) as a clause of an effect:

    it endures 1 / ~ endures 2 / this creature endures 1          (701.63a)

    it endures X, where X is the number of counters on this creature   (608.2h)

N is a number printed on the card, or X defined by the sentence's where-clause (counted as
it resolves). What it does is `engine.keyword_actions.endure`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECT
from arbiter.compiler.grammar.lexicon import DIGITS, kw, kws
from arbiter.engine.keyword_actions.endure import Endure
from arbiter.rules import values as V

#: "X" when a where-clause follows ("X, where X is the number of ..."): the sentence's
#: where-clause replaces it (`compiler.effects.sentences.WHERE_X`).
X_WHERE = (kw("X") + pp.FollowedBy(pp.Regex(r",\s*where X is\b"))).set_parse_action(
    lambda: V.ChosenX())

#: 701.63a: "<permanent> endures N".
ENDURES = (OBJECT + kws("endures").suppress() + (DIGITS + ~pp.Literal(",") | X_WHERE)
           ).set_parse_action(lambda t: [[Endure(t[0], t[1])]])

__all__ = ["ENDURES", "X_WHERE"]
