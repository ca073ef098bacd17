"""113.6b: a static ability that states which zones it functions in functions only from
those zones ("As long as this card is in your graveyard and you control a Mountain,
creatures you control have haste."). `rules.statics` generates its effects only while its
object is in one of `zones`; everywhere else (the battlefield included) it does nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.abilities import StaticAbility


@dataclass(frozen=True)
class ZoneStaticAbility(StaticAbility):
    """113.6b: a static ability functioning only while its object is in one of `zones`."""

    zones: frozenset[str] = frozenset({"graveyard"})

    @property
    def functions_from(self) -> frozenset[str]:
        return self.zones


__all__ = ["ZoneStaticAbility"]
