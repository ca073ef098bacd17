"""119.7: "Players can't gain life." / "Your opponents can't gain life." / "You can't gain
life." (static abilities of their source's controller, 613.10) and "... can't gain life this
turn" (Skullcrack: an effect of a resolved spell on its controller, 611.2c).

A player who can't gain life gains none: an effect that would give them life does nothing, a
life total set to a higher number (119.5) isn't raised, and a replacement effect on their
life gain (119.10, `engine.players.life_gain`) doesn't apply, since no life gain event
happens (`Game.gain_life` asks `cant_gain_life` first). Arbiter reads no exchange or
redistribution of life totals and no cost of gaining life, the other cases 119.7 names.

The rules effect `CANT_GAIN_LIFE` has as detail whom it stops: "each" (every player), "you"
(its controller) or "opponents" (its controller's opponents).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_effects

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part of "<players> can't gain life".
CANT_GAIN_LIFE = "cant_gain_life"


def cant_gain_life(game: Game, player: int) -> bool:
    """119.7: does an effect say `player` can't gain life?"""
    for _ts, who, controller in rules_effects(game, CANT_GAIN_LIFE):
        mine = controller == player
        if who == "each" or (who == "you" and mine) or (who == "opponents" and not mine):
            return True
    return False


__all__ = ["CANT_GAIN_LIFE", "cant_gain_life"]
