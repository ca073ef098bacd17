"""700.2d: "Choose three. You may choose the same mode more than once." (the Confluences):
the spell's modes (`SpellAbility.modes`, here (3, 3)) with the permission to choose a mode
more than once; a mode chosen several times is followed as if it appeared that many times
in sequence, each time with its own targets (which may be the same object or player)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.rules.abilities import Ability


@dataclass(frozen=True)
class RepeatableModes(Ability):
    """"You may choose the same mode more than once." (700.2d)."""


def repeatable(abilities: Any) -> bool:
    """Whether these abilities (the spell's) allow a mode to be chosen more than once."""
    return any(isinstance(getattr(a, "ability", a), RepeatableModes) for a in abilities)


__all__ = ["RepeatableModes", "repeatable"]
