"""608.2h / 118.8: "the sacrificed creature's power" / "toughness" as a number
(`rules.sacrificed_stats.SacrificedStat`). Read only where a creature is sacrificed paying a
cost: a spell's text (its additional cost is on its own line, 601.2b) with no "sacrifice"
before the phrase in the same line (a sacrifice as an effect isn't a cost), or an activated
ability whose cost sacrifices a creature (602.1). Not in a triggered ability: nothing was
sacrificed to pay for it."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws
from arbiter.rules.sacrificed_stats import SacrificedStat

_TRIGGER = re.compile(r"^(When|Whenever|At) ")
_SACRIFICE_COST = re.compile(r"\bsacrifice (a|another) creature\b", re.IGNORECASE)


def _paid_for(s: str, loc: int, t: pp.ParseResults) -> None:
    before = s[:loc]
    if _TRIGGER.match(s) or '"' in before:
        raise pp.ParseException(s, loc, "no creature sacrificed as a cost")
    if ":" in before:
        cost = before.split(":")[0]
        if _SACRIFICE_COST.search(cost) is None or "sacrifice" in before.split(":", 1)[1].lower():
            raise pp.ParseException(s, loc, "no creature sacrificed as a cost")
    elif "sacrifice" in before.lower():
        raise pp.ParseException(s, loc, "a creature sacrificed as an effect")


#: "the sacrificed creature's power" / "the sacrificed creature's toughness".
SACRIFICED_STAT = kws("the sacrificed creature's power", "the sacrificed creature's toughness"
                      ).add_parse_action(_paid_for).add_parse_action(
    lambda t: SacrificedStat(t[-1].rsplit(" ", 1)[-1].lower()))

__all__ = ["SACRIFICED_STAT"]
