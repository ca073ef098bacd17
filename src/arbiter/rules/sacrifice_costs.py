"""701.21a, 118.3, 601.2h: an activation cost sacrificing several permanents of different
kinds in one phrase:

    Sacrifice a Swamp and a Forest                              (Jarad, Golgari Lich Lord)
    Sacrifice ~ and another green creature                      (Magus of the Order)
    Sacrifice a green creature, a white creature, and a blue creature   (Angel's Herald)
    Sacrifice two lands and ~                                   (Sandstone Deadfall)

Each part names its own permanents (`SacrificePart`: `n` of those `selector` matches among
the permanents the payer controls, or the source itself), and no permanent pays for two
parts: a Swamp Forest can be the Swamp or the Forest, not both. The cost can be paid only if
every part can at once (118.3). Paid by `engine.casting.sacrifice_each`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.rules.costs import Cost


@dataclass(frozen=True)
class SacrificePart:
    """`n` permanents matching `selector` (None: the source itself, "~")."""

    selector: Any = None
    n: int = 1
    description: str = "this permanent"


@dataclass(frozen=True)
class SacrificeEach(Cost):
    """"Sacrifice <part>, <part>, and <part>": every part, each by different permanents."""

    parts: tuple[SacrificePart, ...] = ()

    def __str__(self) -> str:
        words = [p.description for p in self.parts]
        return "Sacrifice " + (" and ".join(words) if len(words) < 3
                               else ", ".join(words[:-1]) + ", and " + words[-1])


__all__ = ["SacrificeEach", "SacrificePart"]
