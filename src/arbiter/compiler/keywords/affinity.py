"""Affinity for <objects> (702.41a): "Affinity for [text]" means "This spell costs you {1}
less to cast for each [text] you control."

    Affinity for Citizens           (Angelic Observer)
    Affinity for snow lands         (Icebreaker Kraken)

The line is read as that cost reduction, exactly as the spell's own "This spell costs {1}
less to cast for each <object> you control." is (`compiler.costs.spell_costs`, 601.2f);
instances add up (702.41b). Affinity for artifacts stays the keyword the engine carries out
itself (`engine.casting.total_cost`).
"""

from __future__ import annotations

import dataclasses

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.keywords import strip_reminder
from arbiter.rules.spell_costs import SelfCostChange


def _reduction(t: pp.ParseResults) -> SelfCostChange:
    n: Noun = t[0]
    if n.kind != "permanent" or n.zones != ("battlefield",) or n.other:
        raise pp.ParseException("", 0, "affinity counts permanents you control")
    yours = dataclasses.replace(n, preds=(*n.preds, s.YOURS))
    return SelfCostChange(text="", amount=-1, per=V.CountOf(yours.selector()))


_AFFINITY = (sup("affinity for") + NOUN + pp.StringEnd()).set_parse_action(_reduction)


def affinity(line: str) -> SelfCostChange | None:
    """702.41a: the cost reduction an "Affinity for <objects>" line means, or None for any
    other line."""
    text = strip_reminder(line)
    if not text.lower().startswith("affinity for "):
        return None
    try:
        (ability,) = _AFFINITY.parse_string(text, parse_all=True)
    except pp.ParseBaseException:
        return None
    return dataclasses.replace(ability, text=text)
