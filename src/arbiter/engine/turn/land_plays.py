"""305.2: how many lands a player may play this turn: one, and more when continuous effects
say so ("You may play an additional land on each of your turns.", "You may play an additional
land this turn."; rules effects "additional_land_plays" with detail (N,), 613.10). 305.2a: a
play is legal while the number of lands the player may play this turn is greater than the
number they have already played this turn; 305.2b: otherwise it isn't.

"Each player may play an additional land on each of their turns." (Rites of Flourishing):
the detail (N, "each") counts for every player. 101.2: "Players can't play lands." / "You
can't play lands." (Territorial Dispute, Aggressive Mining; the rules effect `LAND_BAN` with
detail "each" or "you"): "can't" beats every permission, so such a player may play none."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_effects

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules effect's name (`rules.parts.RulesPart.rule`).
ADDITIONAL_LAND_PLAYS = "additional_land_plays"
#: 101.2: the rules effect of "<players> can't play lands." (detail: "each", "you"; or
#: ("player", index): "Target player can't play lands this turn.", `engine.turn.land_ban`).
LAND_BAN = "cant_play_lands"
#: 305.2: the detail of "You may play any number of lands on each of your turns." (Fastbond):
#: no limit on the number of land plays (counted as this many).
ANY_NUMBER = 10**6


def lands_allowed(game: Game, player: int) -> int:
    """305.2: one land, plus each "additional land" effect of this player; any number with
    an "any number of lands" effect."""
    extra = sum(int(detail[0]) for _ts, detail, controller
                in rules_effects(game, ADDITIONAL_LAND_PLAYS)
                if controller == player or detail[1:] == ("each",))
    return min(1 + extra, ANY_NUMBER)


def banned(game: Game, player: int) -> bool:
    """101.2: an effect says `player` can't play lands."""
    return any(detail == "each" or (detail == "you" and controller == player)
               or detail == ("player", player)
               for _ts, detail, controller in rules_effects(game, LAND_BAN))


def may_play_another(game: Game, player: int) -> bool:
    """305.2a / 305.2b: compare the lands the player may play with those already played;
    101.2: none while an effect says they can't play lands."""
    return game.state.turn.lands_played < lands_allowed(game, player) and \
        not banned(game, player)


__all__ = ["ADDITIONAL_LAND_PLAYS", "ANY_NUMBER", "LAND_BAN", "banned", "lands_allowed",
           "may_play_another"]
