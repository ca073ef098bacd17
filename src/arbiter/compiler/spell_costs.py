"""601.2f: a spell's own cost change, as grammar:

    ~ costs {N} less|more to cast [if <condition> | for each <count>].

("This spell" is "~" after `compiler.text.normalize`.) Only generic amounts are read; a
coloured reduction ("{U} less") stays unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions import CONDITION
from arbiter.compiler.lexicon import kws, lit, sup
from arbiter.compiler.predicates import FOR_EACH
from arbiter.rules.spell_costs import SelfCostChange

_GENERIC = pp.Regex(r"\{(\d+)\}").set_parse_action(lambda t: int(t[0][1:-1]))


def _self_cost(t: pp.ParseResults) -> SelfCostChange:
    amount = t[0] if t[1].lower() == "more" else -t[0]
    rest = t[2] if len(t) > 2 else None
    if rest is None:
        return SelfCostChange(text="", amount=amount)
    kind, value = rest
    if kind == "if":
        return SelfCostChange(text="", amount=amount, condition=value)
    return SelfCostChange(text="", amount=amount, per=value)


_IF = (sup("if") + CONDITION).set_parse_action(lambda t: [("if", t[0])])
_EACH = FOR_EACH.copy().add_parse_action(lambda t: [("each", t[0])])
SELF_COST_LINE = (sup("~ costs") + _GENERIC + kws("less", "more") + sup("to cast")
                  + pp.Optional(_IF | _EACH) + lit(".")).set_parse_action(_self_cost)

__all__ = ["SELF_COST_LINE"]
