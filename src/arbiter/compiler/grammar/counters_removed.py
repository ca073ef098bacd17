"""608.2h, 118.3: "the number of [<kind>] counters removed this way" and "for each [<kind>]
counter removed this way" as counts: the counters the ability's own cost removed ("Remove
all <kind> counters from ~", "Remove any number of ...", "Remove X ..."), kept with the
ability on the stack (`rules.cost_values.CountersRemovedAsCost`).

Read only in an activated ability whose cost removes a number of counters of that kind from
its source, when no instruction before the phrase removes counters itself and the phrase
isn't inside a quoted ability; anywhere else "removed this way" could name other counters,
and the line stays unread."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.rules.cost_values import CountersRemovedAsCost

_KIND = pp.Regex(r"[a-z+\-/0-9]+")
#: The cost that removes a number of counters: its kind.
_COST = re.compile(r"remove (?:all|any number of|x) ([a-z+\-/0-9]+ )?counters from ~",
                   re.IGNORECASE)


def _after_removing_cost(s: str, loc: int, t: pp.ParseResults) -> None:
    before = s[:loc]
    cost, colon, effect = before.partition(":")
    m = _COST.search(cost)
    if not colon or m is None or '"' in before or "remove" in effect.lower():
        raise pp.ParseException(s, loc, "'removed this way' without a cost removing counters")
    kind = (m.group(1) or "").strip().lower()
    said = t[0].lower() if len(t) else ""
    if said and said != kind:
        raise pp.ParseException(s, loc, "'removed this way' names other counters")


def _phrase(lead: str, noun: str) -> pp.ParserElement:
    return (sup(lead) + pp.Optional(_KIND.copy().add_condition(
        lambda t: t[0] not in ("counter", "counters"))) + sup(noun + " removed this way")
            ).add_parse_action(_after_removing_cost).add_parse_action(
        lambda: CountersRemovedAsCost())


#: "the number of +1/+1 counters removed this way", "the number of counters removed this way"
COUNTERS_REMOVED_COUNT = _phrase("the number of", "counters")
#: "for each elixir counter removed this way", "for each counter removed this way"
FOR_EACH_COUNTER_REMOVED = _phrase("for each", "counter")

__all__ = ["COUNTERS_REMOVED_COUNT", "FOR_EACH_COUNTER_REMOVED"]
