"""603.4, 601.2h: "When this creature enters, if {R} was spent to cast it, ..." and "When you
cast this spell, if {C} was spent to cast it, ...": an intervening "if" about the mana spent
to cast the object whose ability it is (400.7: the permanent a spell became keeps the record
of its spell; one put onto the battlefield without being cast had none spent).

"It" is that object only in its own trigger ("When ~ enters", "When you cast ~"). After
"Whenever you cast a spell" it is the spell cast (Marut's "if mana from a Treasure was spent
to cast it"), which `rules.mana_spent_conditions.SpentToCastIt` doesn't ask: not read."""

from __future__ import annotations

import pyparsing as pp

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.mana_spent_conditions import SpentToCastIt
from arbiter.rules.structure import nodes


def check_spent_to_cast_it(cond: object, trigger: Trigger) -> None:
    """Raise unless every "spent to cast it" in `cond` is in the source's own trigger."""
    if cond is None or not any(isinstance(n, SpentToCastIt) for n in nodes(cond)):
        return
    if trigger.subject != "self" or trigger.any_of or trigger.event not in ("enters", "cast"):
        raise pp.ParseException("", 0, "'spent to cast it' where 'it' isn't the source")


__all__ = ["check_spent_to_cast_it"]
