"""Vanishing (702.63).

702.63a: "Vanishing N" means "This permanent enters with N time counters on it," "At the
beginning of your upkeep, if this permanent has a time counter on it, remove a time counter
from it," and "When the last time counter is removed from this permanent, sacrifice it."
702.63b: vanishing without a number has only the two triggered abilities. 702.63c: each
instance works separately.

The counters as it enters are `engine.keywords.upkeep_keywords.as_enters` (614.1c). The
upkeep ability's "if" is an intervening "if" (603.4: checked as it triggers and as it
resolves). The second ability triggers on any removal that takes the last time counter off
it (the upkeep ability's or another effect's), through the "counters_removed" event.
"""

from __future__ import annotations

from functools import cache

from arbiter.engine.triggers.conditions import Trigger, at_beginning
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.conditions import SourceCounters
from arbiter.rules.instructions import RemoveCounters, Sacrifice


@cache
def vanishing_abilities() -> tuple[TriggeredAbility, TriggeredAbility]:
    """702.63a-b: the two triggered abilities of vanishing (the same for every N)."""
    upkeep = TriggeredAbility(
        text="At the beginning of your upkeep, if this permanent has a time counter on it, "
             "remove a time counter from it.",
        trigger=at_beginning("upkeep", whose="you"),
        intervening_if=SourceCounters("time", 1),
        instructions=(RemoveCounters("time", 1),))
    last = TriggeredAbility(
        text="When the last time counter is removed from this permanent, sacrifice it.",
        trigger=Trigger("counters_removed", "self", counters=("time", 0)),
        instructions=(Sacrifice(),))
    return upkeep, last


__all__ = ["vanishing_abilities"]
