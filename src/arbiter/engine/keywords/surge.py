"""702.117 surge: an alternative cost available once its caster has cast another spell this
turn.

702.117a: "Surge [cost]" means "You may pay [cost] rather than pay this spell's mana cost as
you cast this spell if you or one of your teammates has cast another spell this turn."
Casting a spell for its surge cost follows 601.2b and 601.2f-h (an alternative cost, 118.9:
the way of casting named "surge" in `engine.casting.spells.ALTERNATIVES`, its cost the
keyword's parameter, `engine.casting.total_cost`).

"Another spell" is one cast before this one this turn: the turn's count of spells each
player has cast (`TurnState.spells_cast`, 730.2) doesn't include this spell until it becomes
cast (601.2i). The engine knows no teams (810: Two-Headed Giant isn't played), so only the
caster's own spells count. "If this spell's surge cost was paid" asks how it was cast
(`rules.conditions.SourceCastWith`). Only a mana cost is carried out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.keywords.keyword_mana import keyword_mana_cost

if TYPE_CHECKING:
    from arbiter.cards.mana import ManaCost
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility


def surge_cost(kw: KeywordAbility) -> ManaCost | None:
    """The mana cost of "Surge [cost]" ({X} allowed: Fall of the Titans), or None."""
    return keyword_mana_cost(kw)


def why_not(game: Game, player: int) -> str | None:
    """702.117a: why `player` can't pay a surge cost now (None: they may)."""
    if game.state.turn.spells_cast.get(player, 0) >= 1:
        return None
    return (f"{game.player_name(player)} hasn't cast another spell this turn: no surge cost "
            "(702.117a)")


__all__ = ["surge_cost", "why_not"]
