"""702.77: reinforce. 702.77a: reinforce is an activated ability that functions only while
the card with reinforce is in a player's hand. "Reinforce N—[cost]" means "[Cost], Discard
this card: Put N +1/+1 counters on target creature." 702.77b: the ability exists in every
zone; it is activated from the hand (113.6j).

"Reinforce X—{X}{W}{W}": X is announced as the ability is activated and paid in its cost
(601.2b, 602.2b, 107.3a); that many counters are put on the creature.
"""

from __future__ import annotations

import re

from arbiter.engine.keywords.cycling import mana_cost
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.from_hand import DiscardSelf
from arbiter.rules.instructions import PutCounters, Ref, TargetSpec
from arbiter.rules.values import ChosenX

_PARAM = re.compile(r"^(?P<n>\d+|X)\s*\u2014\s*(?P<cost>.+)$")


def reinforce_ability(kw: KeywordAbility) -> ActivatedAbility | None:
    """702.77a: the activated ability a reinforce keyword stands for; None when its number
    or cost isn't one the engine reads (an X with no {X} to pay it)."""
    m = _PARAM.match((kw.param or "").strip())
    if m is None:
        return None
    cost = mana_cost(m.group("cost"))
    if cost is None:
        return None
    x = m.group("n") == "X"
    if x != ("{X}" in m.group("cost")):
        return None
    n = ChosenX() if x else int(m.group("n"))
    return ActivatedAbility(text=kw.text, cost=(*cost, DiscardSelf()),
                            instructions=(PutCounters("+1/+1", n, on=Ref.target(0)),),
                            targets=(TargetSpec("creature", description="target creature"),),
                            keyword="reinforce", zone="hand")


__all__ = ["reinforce_ability"]
