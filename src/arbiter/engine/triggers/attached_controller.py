"""603.2 / 503.1, 504.1, 513.1: "At the beginning of the upkeep (draw step, end step) of
enchanted <permanent>'s controller": the ability triggers as that step of the player who
controls the enchanted permanent begins, and in no one else's (`Trigger.whose ==
"attached_controller"`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def attached_controllers_upkeep(game: Game, source: int) -> bool:
    """Is the active player the controller of the permanent `source` is attached to?"""
    attached = game.obj(source).attached_to
    if attached is None or game.obj(attached).zone != "battlefield":
        return False
    return game.controller_of(attached) == game.state.turn.active


__all__ = ["attached_controllers_upkeep"]
