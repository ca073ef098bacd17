"""601.3 / 113.6f: "You may cast this card from your graveyard." (Skaab Ruinator), "You may
cast this card from exile." (Eternal Scourge), "... from your graveyard or from exile."
(Squee, the Immortal), "... as long as you control a Zombie." (Gravecrawler), "... if you
gained life this turn." (Oathsworn Vampire), "... from your graveyard using its blitz
ability." (Sabin, Master Monk: only that way of casting it, 118.9; `way`).

An ability of the card itself that lets its owner cast it from those zones (the card's "you"
is its owner outside the battlefield and the stack, 109.5): it modifies what zones the card
can be cast from, so it functions everywhere (113.6f); the permission holds while `condition`
does (judged for the owner, as the card would begin to be cast, 601.3). Casting it follows the
normal rules otherwise: its mana cost and timing (`engine.casting.impulse.permission`)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.abilities import ALL_ZONES, Ability
from arbiter.rules.conditions import Condition


@dataclass(frozen=True)
class CastFromZones(Ability):
    """Its owner may cast this card from `zones` ("graveyard", "exile") while `condition`
    holds (None: always); `way`: only for that alternative cost ("blitz", 118.9)."""

    zones: frozenset[str] = frozenset({"graveyard"})
    condition: Condition | None = None
    way: str | None = None

    @property
    def functions_from(self) -> frozenset[str]:
        return ALL_ZONES  # 113.6f


__all__ = ["CastFromZones"]
