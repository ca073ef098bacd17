"""118.3 / 601.2h: "Remove X <kind> counters from among <permanents you control>" as a cost
(Light Up the Night's "Flashback—{3}{R}, Remove X loyalty counters from among planeswalkers
you control. If you cast this spell this way, X can't be 0."): X counters in all, each from
any of the permanents, X being the spell's announced X (107.3a: an alternative cost with X
in it; 601.2b). `x_not_zero`: the text says X can't be 0 when the spell is cast this way.
Paid by `engine.casting.counters_among`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.rules.costs import Cost


@dataclass(frozen=True)
class RemoveCountersAmong(Cost):
    """Remove X `kind` counters in all from among the permanents `selector` matches."""

    kind: str = "loyalty"
    selector: Any = None
    description: str = "planeswalkers you control"
    x_not_zero: bool = False

    def __str__(self) -> str:
        return f"Remove X {self.kind} counters from among {self.description}"


__all__ = ["RemoveCountersAmong"]
