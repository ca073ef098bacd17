"""702.8a / 601.3c: a spell's own permission "You may cast this spell as though it had flash
if you pay {2} more to cast it." (`rules.flash_cost`).

601.3c: the player may begin to cast it as though it had flash; then the additional cost is
paid with its total cost (601.2f: added with the other additional costs, before increases
and reductions). It is owed only when the spell is cast by this permission: when nothing
else lets it be cast now (it isn't an instant, has no flash, no other effect lets it be cast
as though it had flash, and it isn't the player's main phase with an empty stack, 307.1),
and not when an effect casts it while resolving (608.2g: timing doesn't apply) or a way of
casting that ignores timing is used (702.62a suspend, 702.35a madness, 702.94a miracle)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.casting.flash_permission import may_cast_as_though_flash
from arbiter.engine.casting.spells import sorcery_timing_ok
from arbiter.rules.flash_cost import FlashForCost

if TYPE_CHECKING:
    from arbiter.engine.game import Game

_UNTIMED = ("suspend", "madness", "miracle")


def permission(game: Game, oid: int) -> FlashForCost | None:
    """The spell's "as though it had flash if you pay ..." ability, if it has one."""
    return next((a.ability for a in game.chars(oid).abilities
                 if isinstance(a.ability, FlashForCost)), None)


def extra_mana(game: Game, oid: int, player: int, alternative: str | None) -> str:
    """The additional mana owed for casting `oid` now by its own flash permission ("" when
    it isn't cast that way)."""

    found = permission(game, oid)
    if found is None or alternative in _UNTIMED:
        return ""
    ch = game.chars(oid)
    if "Instant" in ch.types or ch.has_keyword("flash") or \
            may_cast_as_though_flash(game, oid, player, alternative):
        return ""
    return "" if sorcery_timing_ok(game, player) else found.mana


__all__ = ["extra_mana", "permission"]
