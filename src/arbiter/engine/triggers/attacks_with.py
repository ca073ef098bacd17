"""508.1a, 603.2: "Whenever you attack with N or more <creatures>, ..." triggers as the
player declares attackers (the "player_attacks" event, 508.3d) when at least N of the
creatures declared as attackers in this combat match the phrase (read with the ability's
source as context: "other creatures" are creatures other than it; put onto the battlefield
attacking isn't declared, 508.4).

"Whenever ~ and at least N other creatures attack" (battalion, 207.2c) triggers on this
creature's attack event when it and at least N other creatures were declared as attackers
(508.1a; the attacking player declares them all at once)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.triggers.events import Event


def _matching_attackers(game: Game, t: Any, source: int, controller: int) -> list[int]:
    combat = game.state.combat
    if combat is None:
        return []
    declared = [o for o in combat.declared if o in game.state.objects]
    if t.selector is not None:
        view = LayerView(game.state, game.layers().chars)
        ctx = context_for(view, source, controller)
        declared = [o for o in declared if o in view.chars and t.selector.matches(view, o, ctx)]
    return declared


def enough_attackers(game: Game, t: Any, source: int, controller: int) -> bool:
    return len(_matching_attackers(game, t, source, controller)) >= max(1, t.at_least)


def with_attackers_counted(game: Game, t: Any, ev: Event, source: int,
                           controller: int) -> Event:
    """603.2c: "Whenever you attack with one or more Dinosaurs, create that many Treasure
    tokens": `ev` with the number of declared attackers matching the phrase as its amount."""
    return replace(ev, amount=len(_matching_attackers(game, t, source, controller)))


def declared_with_others(game: Game, attacker: int | None, others: int) -> bool:
    """508.1a: `attacker` and at least `others` other creatures were declared as attackers
    in this combat (a creature put onto the battlefield attacking wasn't, 508.4)."""
    combat = game.state.combat
    if combat is None or attacker is None or attacker not in combat.declared:
        return False
    return sum(1 for o in combat.declared if o != attacker) >= others


__all__ = ["declared_with_others", "enough_attackers", "with_attackers_counted"]
