"""118.3 / 601.2h: "Remove X <kind> counters from among <permanents you control>" as a cost
(Light Up the Night's "Flashback—{3}{R}, Remove X loyalty counters from among planeswalkers
you control. If you cast this spell this way, X can't be 0."): X counters in all, each from
any of the permanents, X being the spell's announced X (107.3a: an alternative cost with X
in it; 601.2b). `x_not_zero`: the text says X can't be 0 when the spell is cast this way.
Paid by `engine.casting.counters_among`. The activation costs "Remove two counters from ~",
"Remove two +1/+1 counters from among creatures you control" (`RemoveCountersFrom`) are paid
by `engine.casting.counters_from`."""

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




@dataclass(frozen=True)
class RemoveCountersFrom(Cost):
    """122.8 / 118.3 as an activation cost: "Remove two counters from ~" (`kind` None: any
    kinds, the payer choosing; `selector` None: the source itself) or "Remove two +1/+1
    counters from among creatures you control" (`selector`: permanents the payer controls):
    `n` counters in all, each from any of those permanents (`x`: X as announced, 107.3a)."""

    kind: str | None = None
    n: int = 2
    selector: Any = None
    description: str = "this permanent"
    x: bool = False

    def __str__(self) -> str:
        what = f"{self.kind} counters" if self.kind else "counters"
        among = " among" if self.selector is not None else ""
        return f"Remove {'X' if self.x else self.n} {what} from{among} {self.description}"


__all__ = ["RemoveCountersAmong", "RemoveCountersFrom"]
