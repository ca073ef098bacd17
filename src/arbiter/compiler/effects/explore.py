"""Explore (701.44) as a clause, and the creature that crewed a Vehicle (702.122b):

    <object> explores                                        (701.44a)
    target creature that crewed it this turn                 (702.122b, 115.1)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECT, _pending
from arbiter.compiler.grammar.lexicon import kw, kws
from arbiter.rules import selectors as s
from arbiter.rules.instructions import objects as I

#: 702.122b: "target creature that crewed it this turn" ("it": the Vehicle, this ability's
#: source).
CREWED_TARGET = kw("target creature that crewed it this turn").set_parse_action(
    lambda: _pending(I.TargetSpec("creature", s.And((s.CREATURE, s.CrewedSourceThisTurn())),
                                  description="target creature that crewed it this turn")))

#: 701.44a: "target creature that crewed it this turn explores", "~ explores".
EXPLORES = ((CREWED_TARGET | OBJECT) + kws("explores").suppress()).set_parse_action(
    lambda t: [[I.Explore(t[0])]])

EXPLORE_CLAUSES: list[pp.ParserElement] = [EXPLORES]

__all__ = ["EXPLORE_CLAUSES"]
