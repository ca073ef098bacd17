"""402.3, 400.2, 701.20b: "Players play with their hands revealed." (Zur's Weirding) and "Your
opponents play with their hands revealed." (Telepathy). A player can't look at the cards in
another player's hand (402.3) unless an effect has that hand revealed; the hand stays a hidden
zone (400.2) and the cards stay in it (701.20b). The effect is a rules part (613.10) whose
detail is whose hands: "each" (every player's) or "opponents" (the effect's controller's
opponents'); `engine.observation` shows such a hand to every player and never resamples it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_effects

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part of "<players> play with their hands revealed."
HANDS_REVEALED = "hands_revealed"


def hand_revealed(game: Game, owner: int) -> bool:
    """Is `owner`'s hand revealed (to every player) by such an effect now?"""
    for _ts, whose, controller in rules_effects(game, HANDS_REVEALED):
        if whose == "each" or (whose == "opponents" and owner in game.opponents(controller)):
            return True
    return False


__all__ = ["HANDS_REVEALED", "hand_revealed"]
