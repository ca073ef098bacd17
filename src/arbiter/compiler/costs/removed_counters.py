"""An activated ability whose cost removes any number of counters, and whose effect is as
big as the number removed (602.2b, 601.2h, 122.8):

    <costs>, Remove <any number of | all> <kind> counters from ~: <It | ~> deals that much
    damage to <recipient>.                                              (Relic Amulet)
    <costs>, Remove any number of <kind> counters from ~: Add {G}, then add an additional {G}
    for each <kind> counter removed this way.                  (Green Mana Battery; 605.1a)

"that much" is read only here, where it can mean nothing but the counters removed
(`rules.cost_values.CountersRemovedAsCost`); elsewhere it stays unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.costs.costs import COST
from arbiter.compiler.effects.effects import RECIPIENT
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kws, lit, sup
from arbiter.rules import costs as K
from arbiter.rules.cost_values import CountersRemovedAsCost
from arbiter.rules.instructions import objects as I


def _removes_any(t: pp.ParseResults) -> bool:
    """One cost removing a number of counters chosen or found as it's paid: "any number of"
    or "all" (118.3)."""
    return sum(1 for c in t[0] if isinstance(c, K.RemoveCountersCost)
               and (c.n is None or c.every)) == 1


def _ability(t: pp.ParseResults) -> object:
    from arbiter.compiler.lines import _activated

    damage = I.DealDamage(CountersRemovedAsCost(), to=t[1], source=I.Ref.this())
    return _activated([t[0], [damage]])


REMOVED_COUNTERS_LINE = (COST.copy().add_condition(_removes_any) + lit(":")
                         + kws("it", "~").suppress() + sup("deals that much damage to")
                         + RECIPIENT + lit(".")).set_parse_action(_ability)

def that_many_removed(cost: list[object], body: tuple[object, ...]) -> tuple[object, ...]:
    """602.2b, 601.2h: "Remove any number of +1/+1 counters from ~: Create that many 1/1 green
    Insect creature tokens.": in the effect's first instruction (no instruction before it
    counts anything, 608.2c) "that many" is the number of counters the cost removed."""
    from arbiter.rules.structure import rebuild
    from arbiter.rules.values import ThatMany

    if not body or not _removes_any([cost]):
        return body
    first = rebuild(body[0], lambda n: CountersRemovedAsCost() if isinstance(n, ThatMany) else n)
    return (first, *body[1:])


_SYMBOL = pp.Regex(r"\{([WUBRGC])\}").set_parse_action(lambda t: t[0][1])


def _same(t: pp.ParseResults) -> bool:
    """The same mana twice, and the counters of the kind the cost removes."""
    removed = [c for c in t[0] if isinstance(c, K.RemoveCountersCost) and c.n is None]
    return t[1] == t[2] and removed[0].kind == t[3]


def _mana(t: pp.ParseResults) -> object:
    from arbiter.compiler.lines import _activated

    # 605.1a: a mana ability; one mana, and one more for each counter removed (601.2h)
    return _activated([t[0], [I.AddMana(t[1], amount=CountersRemovedAsCost(plus=1))]])


#: 605.1a / 122.8: "Add {G}, then add an additional {G} for each charge counter removed
#: this way."
REMOVED_COUNTERS_MANA_LINE = (COST.copy().add_condition(_removes_any) + lit(":") + sup("add")
                              + _SYMBOL + lit(",") + sup("then add an additional") + _SYMBOL
                              + sup("for each") + COUNTER_KIND
                              + sup("counter removed this way") + lit(".")
                              ).add_condition(_same).add_parse_action(_mana)

__all__ = ["REMOVED_COUNTERS_LINE", "REMOVED_COUNTERS_MANA_LINE", "that_many_removed"]
