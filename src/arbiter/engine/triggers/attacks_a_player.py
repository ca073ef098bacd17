"""508.1a, 603.2: "Whenever you attack a player" and "Whenever one or more Merfolk you
control attack a player" (Attuma, Atlantean Warlord) trigger once for each player attacked,
as attackers are declared: the engine emits one "player_attacked" event per player that
creatures were declared to attack (its `player`: that player, "that player"; its `extra`:
the attacking player), and the ability triggers on it when its controller is the attacking
player and at least `at_least` (one) of the creatures declared to attack that player match
the phrase (read with the ability's source as context). Creatures attacking a planeswalker
or a battle don't attack a player (506.3); one put onto the battlefield attacking wasn't
declared (508.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.triggers.events import Event

EVENT = "player_attacked"


def attackers_of_player(game: Game, t: Any, ev: Event, source: int, controller: int) -> bool:
    """Whether the ability's controller declared enough matching creatures to attack the
    event's player."""
    combat = game.state.combat
    if combat is None or ev.extra != controller or ev.player is None:
        return False
    declared = [o for o, d in combat.declared.items()
                if tuple(d) == ("player", ev.player) and o in game.state.objects]
    if t.selector is not None:
        view = LayerView(game.state, game.layers().chars)
        ctx = context_for(view, source, controller)
        declared = [o for o in declared if o in view.chars and t.selector.matches(view, o, ctx)]
    return len(declared) >= max(1, t.at_least)


__all__ = ["EVENT", "attackers_of_player"]
