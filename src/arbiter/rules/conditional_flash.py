"""601.3d / 702.8a: "You may cast this spell as though it had flash if you control a
Faerie." (Illusion Spinners), "As long as you control a green or blue permanent, you may cast
this spell as though it had flash." (Hungering Yeti), "Ferocious — If you control a creature
with power 4 or greater, you may cast this spell as though it had flash." (Dragon Grip).

An ability of the card itself modifying how it can be cast, so it functions in every zone it
could be cast from (113.6e). Its controller may begin to cast it as though it had flash when
the condition holds as they would begin to cast it (601.3d), judged for that player."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.abilities import ALL_ZONES, Ability
from arbiter.rules.conditions import Condition


@dataclass(frozen=True)
class FlashIf(Ability):
    """This card may be cast as though it had flash while `condition` holds."""

    condition: Condition | None = None

    @property
    def functions_from(self) -> frozenset[str]:
        return ALL_ZONES  # 113.6e: wherever it could be cast from


__all__ = ["FlashIf"]
