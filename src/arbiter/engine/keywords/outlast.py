"""702.107: outlast, an activated ability.

702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature.
Activate only as a sorcery." The {T} in its cost can't be paid for a creature that hasn't
been under its controller's control continuously since their most recent turn began (302.6);
"only as a sorcery" is 602.5d. Only a mana cost is read (every printed outlast cost is one);
another stays an explicit unsupported part (principle 5).
"""

from __future__ import annotations

from functools import cache

from arbiter.engine.keywords.keyword_mana import keyword_mana_cost
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.costs import ManaPayment, TapCost
from arbiter.rules.instructions import PutCounters, Ref


@cache
def outlast_ability(kw: KeywordAbility) -> ActivatedAbility | None:
    """702.107a: the activated ability "Outlast [cost]" stands for (None: not a mana cost,
    or with {X})."""
    cost = keyword_mana_cost(kw, allow_x=False)
    if cost is None:
        return None
    return ActivatedAbility(
        text=kw.text, cost=(ManaPayment((kw.param or "").strip()), TapCost()),
        keyword="outlast", sorcery_speed=True,
        instructions=(PutCounters("+1/+1", 1, on=Ref.this()),))


__all__ = ["outlast_ability"]
