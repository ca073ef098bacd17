"""601.2i: what kinds of spells each player has cast this turn, and the mana spent to cast
them (700.14), noted as each spell becomes cast (its characteristics then, on the stack):
"if you've cast a noncreature spell this turn"
(`rules.spells_cast_this_turn.NoncreatureSpellCastThisTurn`), "whenever you expend 4"
(`engine.casting.expend`). The counts start over as a turn begins
(`engine.turn.steps.begin_turn`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def record_cast_types(game: Game, player: int, spell: int) -> None:
    """601.2i: `player` has just cast `spell`; a noncreature spell is counted."""
    if "Creature" not in game.chars(spell).types:
        counts = game.state.turn.noncreature_spells
        counts[player] = counts.get(player, 0) + 1
    from arbiter.engine.casting.expend import record_spent

    # 700.14: the mana spent paying its cost, counted toward "whenever you expend N"
    record_spent(game, player, game.obj(spell).choices.get("mana_spent", 0))


__all__ = ["record_cast_types"]
