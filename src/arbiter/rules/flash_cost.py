"""702.8a / 601.3c: "You may cast this spell as though it had flash if you pay {2} more to
cast it." (Rout, Ghitu Fire): the spell's own permission to be cast any time its controller
could cast an instant, for an additional cost paid only when it is cast that way
(`engine.casting.flash_cost`)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.abilities import Ability


@dataclass(frozen=True)
class FlashForCost(Ability):
    """"You may cast this spell as though it had flash if you pay `mana` more to cast it."""

    mana: str = ""


__all__ = ["FlashForCost"]
