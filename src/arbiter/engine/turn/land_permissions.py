"""305.1 / 601.3: playing lands from a zone other than the hand, by an effect's permission:
"You may play lands from your graveyard." (a rules effect, 613.11, whose controller may play
land cards from their own graveyard). Playing such a land follows the rules for playing a
land: in a main phase of the player's own turn with an empty stack, and only if they have a
land play left (305.2-305.3; `engine.turn.priority`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_effects

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part's name (`compiler.statics.play_lands_from_graveyard`).
PLAY_LANDS_FROM = "play_lands_from"


def may_play_lands_from(game: Game, player: int, zone: str) -> bool:
    """Does an effect let `player` play lands from their `zone`?"""
    return any(detail == zone and controller == player
               for _ts, detail, controller in rules_effects(game, PLAY_LANDS_FROM))


def graveyard_lands(game: Game, player: int) -> list[int]:
    """The land cards in `player`'s graveyard they may play now (permission only)."""
    if not may_play_lands_from(game, player, "graveyard"):
        return []
    res = game.layers()
    return [o for o in game.state.zone_list("graveyard", player) if "Land" in res.chars[o].types]


def library_top_lands(game: Game, player: int) -> list[int]:
    """"You may play lands from the top of your library." (detail "library"): the top card
    of `player`'s library, if it is a land card (401.5, 305.1; permission only)."""
    if not may_play_lands_from(game, player, "library"):
        return []
    library = game.state.zone_list("library", player)
    if not library or "Land" not in game.chars(library[0]).types:
        return []
    return [library[0]]


__all__ = ["PLAY_LANDS_FROM", "graveyard_lands", "library_top_lands", "may_play_lands_from"]
