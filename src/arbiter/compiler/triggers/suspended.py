"""Triggered abilities of a suspended card (702.62b: in exile, with suspend and a time
counter on it), which function in exile (113.6): "Whenever an opponent casts a spell, if this
card is suspended, remove a time counter from it." The intervening "if" (603.4) names the
card; "it" in the effect is the card, and the trigger works in exile only
(`compiler.lines._trigger_body`; `engine.keywords.suspend.exiled_sources`)."""

from __future__ import annotations

from arbiter.rules.conditions import SourceMatches
from arbiter.rules.selectors import IsSuspended


def suspended(cond: object) -> bool:
    """Whether an intervening "if" is "if this card is suspended"."""
    return isinstance(cond, SourceMatches) and isinstance(cond.selector, IsSuspended)


__all__ = ["suspended"]
