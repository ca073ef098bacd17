"""Keyword actions written as costs (118, 602.1a, 601.2b):

    {1}{R}, {T}, Blight 1: ...                                        (701.68a)
    As an additional cost to cast this spell, blight 2 or pay {1}.
    {T}, Collect evidence 3: ...                                      (701.59a)
    As an additional cost to cast this spell, behold a Dragon or pay {1}.   (701.4a)

N is a number printed on the card. The costs are `rules.keyword_action_costs`, paid by the
engine (`engine.keyword_actions.blight`, `engine.keyword_actions.collect_evidence`)."""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import DIGITS, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun, located
from arbiter.rules import selectors as s
from arbiter.rules.keyword_action_costs import BeholdCost, BlightCost, CollectEvidenceCost

#: 701.68a-b: "Blight N" as a cost.
BLIGHT_COST = (sup("blight") + DIGITS + ~pp.Regex(r",\s*where")).set_parse_action(
    lambda t: BlightCost(t[0]))

#: 701.59a-b: "Collect evidence N" as a cost of an activated ability.
COLLECT_EVIDENCE_COST = (sup("collect evidence") + DIGITS + ~pp.Regex(r",\s*where")
                         ).set_parse_action(lambda t: CollectEvidenceCost(t[0]))



def _behold(t: pp.ParseResults) -> BeholdCost:
    """701.4a: the quality, judged in the hand or on the battlefield (no zone)."""
    n: Noun = t[1]
    if n.kind != "permanent" or n.plural or n.other or n.zones != ("battlefield",) \
            or not n.preds:
        raise pp.ParseException("", 0, "a quality this template doesn't read")
    return BeholdCost(s.And(tuple(n.preds)), description=f"{t[0].lower()} {n.text}")


#: 701.4a: "behold a Dragon" as an additional cost.
BEHOLD_COST = (sup("behold") + pp.one_of("a an", caseless=True) + located(
    NOUN, lambda toks, text: replace(toks[0], text=text)) + ~pp.Regex(
    r"\s*and\b")).set_parse_action(_behold)

__all__ = ["BEHOLD_COST", "BLIGHT_COST", "COLLECT_EVIDENCE_COST"]
