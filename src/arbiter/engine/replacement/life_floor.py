"""120.4c / 614.1a: "Damage that would reduce your life total to less than 1 reduces it to 1
instead." (Worship; `compiler.replacements.life_floor`): a replacement effect on a result of
damage, the life a player loses. The damage itself is dealt in full (lifelink, "whenever
you're dealt damage" see all of it); 616.1: with several such effects the player's life
ends at the highest floor whatever the order, so the highest applies."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_effects

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part of `compiler.replacements.life_floor`.
LIFE_FLOOR = "damage_life_floor"


def life_lost(game: Game, player: int, amount: int) -> int:
    """The life `player` loses from `amount` damage (120.3a), after the floors that apply
    to them; never a gain (a player already below the floor loses nothing)."""
    floors = [d for _ts, d, controller in rules_effects(game, LIFE_FLOOR)
              if controller == player and isinstance(d, int)]
    if not floors:
        return amount
    life = game.state.players[player].life
    if life - amount >= max(floors):
        return amount
    game.log(f"{game.player_name(player)}'s life can't be reduced below {max(floors)} "
             "by damage (614.1a)")
    return max(0, min(amount, life - max(floors)))


__all__ = ["LIFE_FLOOR", "life_lost"]
