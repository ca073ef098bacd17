"""601.2f, 601.2i: "the next <spell> you cast this turn costs {1} less to cast" (Hardened
Berserker): a rules effect on its controller (611.2c, `engine.stack.rules_changes`) that
changes the total cost of their spells with those qualities until one of them becomes cast;
then it has done its work and ends, even if it reduced nothing (a spell with no generic mana
in its cost, or one cast without paying its mana cost): it never applies to a later spell.
Two such effects both apply to that same next spell, and both end."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.stack.rules_changes import player_level
from arbiter.rules.view import EffectContext, LayerView

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.effects import ContinuousEffect


def _next_spell_change(e: ContinuousEffect) -> object | None:
    from arbiter.engine.casting.total_cost import CostChange

    for p in e.parts:
        d = getattr(p, "detail", None)
        if getattr(p, "rule", None) == "cost_increase" and isinstance(d, CostChange) \
                and d.next_spell:
            return d
    return None


def use_up_next_spell_changes(game: Game, player: int, spell: int) -> None:
    """601.2i: `player` has just cast `spell`: their "next spell" cost changes that applied to
    it (its qualities match) end."""
    if not game.state.effects:
        return
    mine = [e for e in game.state.effects if e.controller == player and player_level(e)
            and _next_spell_change(e) is not None]
    if not mine:
        return
    view = LayerView(game.state, game.layers().chars)
    used = set()
    for e in mine:
        d = _next_spell_change(e)
        selector = getattr(d, "spells", None)
        if selector is None or selector.matches(view, spell, EffectContext(view, e)):
            used.add(e.key)
    if used:
        game.state.effects = [e for e in game.state.effects if e.key not in used]
        game.state.touch()


__all__ = ["use_up_next_spell_changes"]
