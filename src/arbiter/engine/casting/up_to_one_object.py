"""601.2b / 601.2h: a cost that uses up to one object the player picks as the spell is cast
(harmonize's creature to tap, 702.180a; offering's permanent to sacrifice, 702.48a): offer
the objects that would leave the cost payable, and ask only when there is a choice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def pick_up_to_one(game: Game, player: int, offered: list[int], none_ok: bool, prompt: str,
                   key: str) -> int | None:
    """The object `player` picks among `offered` (None: none). With none offered, none; with
    one offered and none not allowed, that one; otherwise `player` decides."""
    if not offered:
        return None
    if len(offered) == 1 and not none_ok:
        return offered[0]
    pick: int | None = game.decide(Decision(
        "cost", prompt, player, [(f"{game.name_of(o)}#{o}", o) for o in offered],
        optional=none_ok, key=key))
    return pick


__all__ = ["pick_up_to_one"]
