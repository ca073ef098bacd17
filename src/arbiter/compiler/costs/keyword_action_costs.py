"""Keyword actions written as costs (118, 602.1a, 601.2b):

    {1}{R}, {T}, Blight 1: ...                                        (701.68a)
    As an additional cost to cast this spell, blight 2 or pay {1}.
    {T}, Collect evidence 3: ...                                      (701.59a)

N is a number printed on the card. The costs are `rules.keyword_action_costs`, paid by the
engine (`engine.keyword_actions.blight`, `engine.keyword_actions.collect_evidence`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import DIGITS, sup
from arbiter.rules.keyword_action_costs import BlightCost, CollectEvidenceCost

#: 701.68a-b: "Blight N" as a cost.
BLIGHT_COST = (sup("blight") + DIGITS + ~pp.Regex(r",\s*where")).set_parse_action(
    lambda t: BlightCost(t[0]))

#: 701.59a-b: "Collect evidence N" as a cost of an activated ability.
COLLECT_EVIDENCE_COST = (sup("collect evidence") + DIGITS + ~pp.Regex(r",\s*where")
                         ).set_parse_action(lambda t: CollectEvidenceCost(t[0]))

__all__ = ["BLIGHT_COST", "COLLECT_EVIDENCE_COST"]
