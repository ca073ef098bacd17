"""305.2: how many lands a player may play this turn: one, and more when continuous effects
say so ("You may play an additional land on each of your turns.", "You may play an additional
land this turn."; rules effects "additional_land_plays" with detail (N,), 613.10). 305.2a: a
play is legal while the number of lands the player may play this turn is greater than the
number they have already played this turn; 305.2b: otherwise it isn't."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_effects

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules effect's name (`rules.parts.RulesPart.rule`).
ADDITIONAL_LAND_PLAYS = "additional_land_plays"


def lands_allowed(game: Game, player: int) -> int:
    """305.2: one land, plus each "additional land" effect of this player."""
    extra = sum(int(detail[0]) for _ts, detail, controller
                in rules_effects(game, ADDITIONAL_LAND_PLAYS) if controller == player)
    return 1 + extra


def may_play_another(game: Game, player: int) -> bool:
    """305.2a / 305.2b: compare the lands the player may play with those already played."""
    return game.state.turn.lands_played < lands_allowed(game, player)


__all__ = ["ADDITIONAL_LAND_PLAYS", "lands_allowed", "may_play_another"]
