"""101.2 / 604.1: "Each player can't cast more than one spell each turn." (Rule of Law) and
"You can't cast more than one spell each turn." (Colfenor's Plans): a player who has cast a
spell this turn (the turn's count, 730.2) can't cast another; "can't" beats any permission
(101.2), a spell an effect casts while resolving included (608.2g).

"Your opponents can't cast spells during your turn." works the same way while it is its
controller's turn; "Your opponents can't cast spells this turn." (Silence, Mandate of Peace: a
resolved effect on its controller's opponents until the turn ends, 611.2a, 613.10) at any time.

The rules effect `ONE_SPELL_EACH_TURN` has as detail whom it restricts: "each" (every
player), "you" (its controller) or "opponents".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.keywords.epic import why_not as epic_why_not
from arbiter.engine.rules_effects import rules_effects

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part of "<players> can't cast more than one spell each turn".
ONE_SPELL_EACH_TURN = "one_spell_each_turn"
#: The rules part of "Your opponents can't cast spells during your turn." (Teferi, Time
#: Raveler's kin): the source's controller's opponents, while it is that player's turn.
OPPONENTS_CANT_CAST_YOUR_TURN = "opponents_cant_cast_your_turn"
#: The rules part of "Your opponents can't cast spells this turn." (its duration ends it).
OPPONENTS_CANT_CAST = "opponents_cant_cast"


def why_not(game: Game, player: int) -> str | None:
    """Why `player` can't cast a spell now under such an effect (None: nothing stops it)."""

    if (epic := epic_why_not(game, player)) is not None:
        return epic  # 702.50a: "For the rest of the game, you can't cast spells."
    active = game.state.turn.active
    for _ts, _d, controller in rules_effects(game, OPPONENTS_CANT_CAST_YOUR_TURN):
        if controller == active and player != controller:
            return f"{game.player_name(player)} can't cast spells during " \
                   f"{game.player_name(controller)}'s turn (101.2)"
    for _ts, _d, controller in rules_effects(game, OPPONENTS_CANT_CAST):
        if player != controller:
            return f"{game.player_name(player)} can't cast spells this turn (101.2)"
    if not game.state.turn.spells_cast.get(player, 0):
        return None
    for _ts, who, controller in rules_effects(game, ONE_SPELL_EACH_TURN):
        mine = controller == player
        if who == "each" or (who == "you" and mine) or (who == "opponents" and not mine):
            return f"{game.player_name(player)} can't cast more than one spell each turn " \
                   "(101.2)"
    return None


__all__ = ["ONE_SPELL_EACH_TURN", "OPPONENTS_CANT_CAST", "OPPONENTS_CANT_CAST_YOUR_TURN",
           "why_not"]
