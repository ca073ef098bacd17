"""Counts of what happened this turn, as "for each ..." phrases (grammar):

    for each creature that died this turn              (700.4)
    for each creature you attacked with this turn      (508.1a)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw
from arbiter.rules import values as V

TURN_COUNT = pp.MatchFirst([
    kw("for each creature that died this turn").set_parse_action(
        lambda: V.CreaturesDiedThisTurn()),
    kw("for each creature you attacked with this turn").set_parse_action(
        lambda: V.CreaturesAttackedWithThisTurn()),
])

__all__ = ["TURN_COUNT"]
