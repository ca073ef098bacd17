"""601.2i: what kinds of spells each player has cast this turn, and the mana spent to cast
them (700.14), noted as each spell becomes cast (its characteristics then, on the stack):
"if you've cast a noncreature spell this turn"
(`rules.spells_cast_this_turn.NoncreatureSpellCastThisTurn`), "as long as you've cast an
instant or sorcery spell this turn" (`SpellsOfTypesCastThisTurn`), "a spell was warped this
turn" (702.185c: cast for its warp cost, `rules.left_under_you`), and "whenever you expend
N" (`engine.casting.expend`). The counts start over as a turn begins
(`engine.turn.steps.begin_turn`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.layer_status import touch_status

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def record_cast_types(game: Game, player: int, spell: int) -> None:
    """601.2i: `player` has just cast `spell`; a noncreature spell is counted, and every
    spell's card types are kept (`rules.spells_cast_this_turn.SpellsOfTypesCastThisTurn`)."""
    types = game.chars(spell).types
    game.state.turn.spell_types.append(
        (player, spell, frozenset(types), game.obj(spell).cast_from))
    # The layers read it ("the first spell you cast each turn has ..."): what happened in
    # the turn, a change of status (`engine.layer_status`: an answer no effect of which
    # could read it is kept).
    touch_status(game)
    from arbiter.engine.casting.next_spell import use_up_next_spell_effects

    use_up_next_spell_effects(game, player, spell)  # 601.2i: "the next spell you cast ..."
    if "Creature" not in types:
        counts = game.state.turn.noncreature_spells
        counts[player] = counts.get(player, 0) + 1
    if game.obj(spell).cast_with == "warp":
        game.state.turn.warped += 1  # 702.185c: "a spell was warped this turn"
    from arbiter.engine.casting.expend import record_spent

    # 700.14: the mana spent paying its cost, counted toward "whenever you expend N"
    record_spent(game, player, game.obj(spell).choices.get("mana_spent", 0))


__all__ = ["record_cast_types"]
