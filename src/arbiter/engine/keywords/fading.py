"""Fading (702.32).

702.32a: "Fading N" means "This permanent enters with N fade counters on it" and "At the
beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice
the permanent."

The static half is a replacement effect as the permanent enters (614.1c,
`engine.keywords.upkeep_keywords.as_enters`); the triggered half is built here. "If you
can't" is decided as it resolves (608.2c): with no fade counter on it to remove, its
controller sacrifices it.
"""

from __future__ import annotations

from functools import cache

from arbiter.engine.triggers.conditions import at_beginning
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.conditions import SourceCounters
from arbiter.rules.instructions import If, RemoveCounters, Sacrifice


@cache
def fading_ability() -> TriggeredAbility:
    """702.32a: the upkeep trigger of fading (the same for every N)."""
    return TriggeredAbility(
        text="At the beginning of your upkeep, remove a fade counter from this permanent. "
             "If you can't, sacrifice the permanent.",
        trigger=at_beginning("upkeep", whose="you"),
        instructions=(If(condition=SourceCounters("fade", 1),
                         then=(RemoveCounters("fade", 1),),
                         otherwise=(Sacrifice(),)),))


__all__ = ["fading_ability"]
