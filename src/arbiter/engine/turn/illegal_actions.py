"""732: handling illegal actions in a game whose players answer inline (`arbiter simulate`,
the random agents). A player may start an action that can't be legally completed: begin to
cast Detonate, announce X = 5 (601.2b, a legal announcement) and find no artifact with mana
value 5 to target (601.2c). 732.1: the whole action is reversed (the engine refuses it before
anything is paid or moved, so the game is as it was); 732.2: the player who had priority keeps
it and may take another action or pass.

The reversed action is noted in the game log, and it is not offered again to that player
until the game changes (the same choices from the same game would be refused again; an agent
answering at random would otherwise be asked again and again). In the step API
(`Game.apply`) the refusal reaches the caller as `IllegalActionError` instead, with the game
set back (`engine.live_game`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def reverse(game: Game, player: int, action: Any, error: Exception) -> None:
    """732.1-732.2: the action was reversed; `player` keeps priority."""
    game.log(f"{game.player_name(player)}'s action {action.label!r} can't be completed and "
             f"is reversed (732.1): {error}")
    version, who, labels = getattr(game, "_reversed", (None, None, set()))
    if (version, who) != (game.state.version, player):
        labels = set()
    labels.add(action.label)
    game._reversed = (game.state.version, player, labels)


def still_offered(game: Game, player: int, actions: list[Any]) -> list[Any]:
    """The actions but those reversed for `player` in this same game (732.2: it may take
    another action or pass)."""
    version, who, labels = getattr(game, "_reversed", (None, None, set()))
    if (version, who) != (game.state.version, player) or not labels:
        return actions
    return [a for a in actions if a.label not in labels]


__all__ = ["reverse", "still_offered"]
