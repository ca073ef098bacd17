"""Impending (702.176a): "Impending N—[cost]" is four abilities: an alternative cost (601.2b,
`engine.casting.total_cost`), "If you chose to pay this permanent's impending cost, it enters
with N time counters on it" (614.1c, `engine.replacement.entering`), "As long as this
permanent's impending cost was paid and it has a time counter on it, it's not a creature"
(`rules.keywords`), and the triggered ability here: "At the beginning of your end step, if
this permanent's impending cost was paid and it has a time counter on it, remove a time
counter from it." (an intervening "if", 603.4)."""

from __future__ import annotations

from functools import cache

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.conditions import SourceCastWith
from arbiter.rules.instructions import Ref, RemoveCounters


@cache
def impending_ability() -> TriggeredAbility:
    """702.176a: the fourth ability, the end step's time counter."""
    return TriggeredAbility(
        text="At the beginning of your end step, if this permanent's impending cost was paid "
             "and it has a time counter on it, remove a time counter from it.",
        trigger=Trigger("step", "any", step="end", whose="you"),
        intervening_if=SourceCastWith("impending", counter="time"),
        instructions=(RemoveCounters("time", 1, Ref.this()),))
