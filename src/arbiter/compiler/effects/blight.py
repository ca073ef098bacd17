"""Blight (701.68a) as a clause of an effect:

    blight 1 / Blight 2.                                  (701.68a)
    you may blight 2. If you do, <clauses>.               (701.68b: only if able)

As a cost ("{T}, Blight 1: ...") it is `compiler.costs.keyword_action_costs`. N is a number
printed on the card. An optional additional cost ("As an additional cost to cast this
spell, you may blight 1"), "each opponent blights N", "target opponent blights N" and
sentences about "the blighted creature" (701.68c) aren't read here (they stay unread). What
it does is `engine.keyword_actions.blight`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import DIGITS, sup
from arbiter.engine.keyword_actions.blight import Blight

_N = DIGITS + ~pp.Regex(r",\s*where")

#: 701.68a: "blight N" (the resolving spell's or ability's controller blights).
BLIGHT = (sup("blight") + _N).set_parse_action(lambda t: [[Blight(t[0])]])
BLIGHT_CLAUSES = [BLIGHT]

__all__ = ["BLIGHT_CLAUSES"]
