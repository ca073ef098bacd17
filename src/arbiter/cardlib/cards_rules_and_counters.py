"""Rules-changing effects (613.11: costs, hand size, casting), counters (122) and the
zone-changing cards of the layer scenarios."""

from __future__ import annotations

from arbiter.cardlib.dsl import (
    choose_modes,
    rules_static,
    spell,
    unsupported,
)
from arbiter.cardlib.registry import card
from arbiter.engine.casting.spell_limits import OPPONENTS_CANT_CAST_YOUR_TURN
from arbiter.rules.instructions import (
    PutCounters,
    RemoveCounters,
)
from arbiter.rules.selectors import (
    PERMANENT,
    And,
    HasCounter,
    IsSuspended,
    Or,
)

# -- 613.11: hand size, costs, casting (RulesPart `detail` as described in cardlib notes) ----
card("Kutzil, Malamet Exemplar",
     rules_static(OPPONENTS_CANT_CAST_YOUR_TURN),  # 101.2 (`engine.casting.spell_limits`)
     # "Whenever one or more creatures you control each with power greater than its base
     # power deals combat damage to a player, draw a card.": not read (principle 5)
     unsupported())

# -- counters (122) ---------------------------------------------------------------------------
SUSPENDED_OR_PERMANENT = Or((PERMANENT, IsSuspended()))
card("Dust of Moments",
     choose_modes(1, 1),
     spell(RemoveCounters("time", 2, on=SUSPENDED_OR_PERMANENT)),
     spell(PutCounters("time", 2, on=Or((And((PERMANENT, HasCounter("time"))),
                                          IsSuspended())))))

