"""702.8a / 601.3b: "Any player may cast creature and enchantment spells as though they had
flash." (Vernal Equinox): a permission for each player, not only its controller. The detail
of the "cast_as_though_flash" rules effect (`engine.casting.flash_permission`): the spells
the permission covers (None: any spell)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class EachPlayer:
    """The permission is every player's (601.3b), for `spells` (None: every spell)."""

    spells: Selector | None = None


__all__ = ["EachPlayer"]
