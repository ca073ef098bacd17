"""603.2 / 503.1: "At the beginning of the chosen player's upkeep": the ability triggers as
the upkeep of the player chosen as its permanent entered begins (614.12: "As this artifact
enters, choose an opponent"), and in no one else's (`Trigger.whose == "chosen"`). A
permanent for which no player was chosen has no chosen player: it never triggers."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The choices "As ~ enters, choose an opponent / a player" record (`engine.replacement`).
_KEYS = ("opponent", "player")


def chosen_players_upkeep(game: Game, source: int) -> bool:
    """Is the active player the player chosen for `source`?"""
    choices = game.obj(source).choices
    chosen = next((choices[k] for k in _KEYS if k in choices), None)
    return chosen is not None and chosen == game.state.turn.active




def player_options(game: Game, what: str, chooser: int) -> list[tuple[str, int]]:
    """614.12: the players "As ~ enters, choose an opponent / a player" may choose (102.2:
    an opponent is a player other than the chooser, in a two-player game the other one)."""
    if what not in _KEYS:
        return []
    return [(p.name, p.index) for p in game.state.players
            if what == "player" or p.index != chooser]


def chosen_player(game: Game, what: str, value: object) -> object:
    """A player given by name (a scenario's setup) as the player's index."""
    if what in _KEYS and isinstance(value, str):
        p = game.state.player_by_name(value)
        return value if p is None else p.index
    return value


__all__ = ["chosen_player", "chosen_players_upkeep", "player_options"]
