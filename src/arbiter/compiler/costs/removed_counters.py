"""An activated ability whose cost removes any number of counters, and whose effect is as
big as the number removed (602.2b, 601.2h, 122.8):

    <costs>, Remove any number of <kind> counters from ~: <It | ~> deals that much damage to
    <recipient>.

"that much" is read only here, where it can mean nothing but the counters removed
(`rules.cost_values.CountersRemovedAsCost`); elsewhere it stays unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.costs.costs import COST
from arbiter.compiler.effects.effects import RECIPIENT
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.rules import costs as K
from arbiter.rules.cost_values import CountersRemovedAsCost
from arbiter.rules.instructions import objects as I


def _removes_any(t: pp.ParseResults) -> bool:
    return sum(1 for c in t[0] if isinstance(c, K.RemoveCountersCost) and c.n is None) == 1


def _ability(t: pp.ParseResults) -> object:
    from arbiter.compiler.lines import _activated

    damage = I.DealDamage(CountersRemovedAsCost(), to=t[1], source=I.Ref.this())
    return _activated([t[0], [damage]])


REMOVED_COUNTERS_LINE = (COST.copy().add_condition(_removes_any) + lit(":")
                         + kws("it", "~").suppress() + sup("deals that much damage to")
                         + RECIPIENT + lit(".")).set_parse_action(_ability)

__all__ = ["REMOVED_COUNTERS_LINE"]
