"""601.2f with 601.2b: a keyword of casting followed by a cost change that applies only when
the spell is cast that way, on one line:

    Flashback {8}{G}{G}. This spell costs {X} less to cast this way, where X is the greatest
    mana value of a commander you own on the battlefield or in the command zone.

The keyword is read as any keyword line (702.34a flashback); the sentence after it is the
spell's own cost change (`rules.spell_costs.SelfCostChange` with `way`), applied while the
total cost is determined only if that keyword's cost was the alternative cost announced
(601.2b before 601.2f). Only generic mana is reduced (118.7d, 601.2f)."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.text import normalize
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.compiler.statics.predicates import COUNT, FOR_EACH
from arbiter.rules.abilities import Ability
from arbiter.rules.keywords import strip_reminder
from arbiter.rules.spell_costs import SelfCostChange

#: The keywords of casting whose alternative cost the engine names by the keyword
#: (`engine.casting.total_cost`: the `alternative` announced is "flashback").
_WAYS = ("flashback",)

_GENERIC = pp.Regex(r"\{(\d+)\}").set_parse_action(lambda t: int(t[0][1:-1]))
_MORE = kws("less", "more").set_parse_action(lambda t: 1 if t[0].lower() == "more" else -1)

#: "~ costs {X} less to cast this way, where X is <count>." / "~ costs {2} less to cast this
#: way for each <count>." / "~ costs {2} more to cast this way."
_THIS_WAY = pp.MatchFirst([
    (sup("~ costs {X}") + _MORE + sup("to cast this way, where X is") + COUNT
     ).set_parse_action(lambda t: [(t[0], t[1])]),
    (sup("~ costs") + _GENERIC + _MORE + sup("to cast this way") + pp.Optional(FOR_EACH)
     ).set_parse_action(lambda t: [(t[0] * t[1], t[2] if len(t) > 2 else None)]),
]) + lit(".").suppress()

_SPLIT = re.compile(r"^(?P<keyword>[^.]+)\. (?P<rest>This spell costs .*)$")


def keyword_cost_this_way(line: str, name: str, legendary: bool = False
                          ) -> list[Ability] | None:
    """The keyword and its cost change, or None when the line isn't one of these."""
    m = _SPLIT.match(strip_reminder(line).strip())
    if m is None:
        return None
    found = parse_keyword_line(m.group("keyword"))
    if found is None or len(found) != 1 or found[0].keyword.lower() not in _WAYS:
        return None
    try:
        amount, per = _THIS_WAY.parse_string(
            normalize(m.group("rest"), name, legendary), parse_all=True)[0]
    except pp.ParseException:
        return None
    change = SelfCostChange(text=strip_reminder(line), amount=amount, per=per,
                            way=found[0].keyword.lower())
    return [*found, change]


__all__ = ["keyword_cost_this_way"]
