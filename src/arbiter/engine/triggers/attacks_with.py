"""508.1a, 603.2: "Whenever you attack with N or more <creatures>, ..." triggers as the
player declares attackers (the "player_attacks" event, 508.3d) when at least N of the
creatures declared as attackers in this combat match the phrase (read with the ability's
source as context: "other creatures" are creatures other than it; put onto the battlefield
attacking isn't declared, 508.4).

"Whenever ~ and at least N other creatures attack" (battalion, 207.2c) triggers on this
creature's attack event when it and at least N other creatures were declared as attackers
(508.1a; the attacking player declares them all at once)."""

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


def declared_with_others(game: Game, attacker: int | None, others: int) -> bool:
    """508.1a: `attacker` and at least `others` other creatures were declared as attackers
    in this combat (a creature put onto the battlefield attacking wasn't, 508.4)."""
    combat = game.state.combat
    if combat is None or attacker is None or attacker not in combat.declared:
        return False
    return sum(1 for o in combat.declared if o != attacker) >= others


__all__ = ["declared_with_others", "enough_attackers"]
