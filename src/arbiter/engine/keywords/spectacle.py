"""702.137 spectacle: an alternative cost available only if an opponent lost life this turn.

702.137a: "Spectacle [cost]" means "You may pay [cost] rather than pay this spell's mana cost
if an opponent lost life this turn." (an alternative cost, 118.9, following 601.2b and
601.2f-h: the way of casting named "spectacle" in `engine.casting.spells.ALTERNATIVES`). The
condition is judged as the spell is cast (601.2b, `engine.casting.cost_conditions`): some
opponent still in the game (800.4a) has lost life this turn (119.3, `TurnState.life_lost`).
Only a spectacle cost of mana is carried out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.keywords.keyword_mana import keyword_mana_cost

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility

KEYWORD = "spectacle"


def spectacle_cost(kw: KeywordAbility) -> str | None:
    """702.137a: the mana cost of "Spectacle [cost]", or None for any other cost."""
    if keyword_mana_cost(kw, allow_x=False) is None:
        return None
    return (kw.param or "").strip()


def why_not(game: Game, player: int) -> str | None:
    """702.137a: None if an opponent of `player` lost life this turn; else why the
    spectacle cost can't be paid."""
    lost = game.state.turn.life_lost
    if any(lost.get(p, 0) > 0 for p in game.opponents(player)):
        return None
    return ("a spectacle cost may be paid only if an opponent lost life this turn "
            "(702.137a)")


__all__ = ["KEYWORD", "spectacle_cost", "why_not"]
