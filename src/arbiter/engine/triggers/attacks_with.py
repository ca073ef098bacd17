"""508.1a, 603.2: "Whenever you attack with N or more <creatures>, ..." triggers as the
player declares attackers (the "player_attacks" event, 508.3d) when at least N of the
creatures declared as attackers in this combat match the phrase (read with the ability's
source as context: "other creatures" are creatures other than it; put onto the battlefield
attacking isn't declared, 508.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def enough_attackers(game: Game, t: Any, source: int, controller: int) -> bool:
    combat = game.state.combat
    if combat is None:
        return False
    declared = [o for o in combat.declared if o in game.state.objects]
    if t.selector is not None:
        view = LayerView(game.state, game.layers().chars)
        ctx = context_for(view, source, controller)
        declared = [o for o in declared if o in view.chars and t.selector.matches(view, o, ctx)]
    return len(declared) >= max(1, t.at_least)


__all__ = ["enough_attackers"]
