"""603.2: "Whenever <event> for the first time each turn" triggers only on the first event
of the turn that meets the rest of its trigger condition, whether or not the ability existed
at the time of the earlier ones ("Whenever you gain life for the first time each turn": a
gain earlier in the turn means no later gain that turn triggers it). The turn's events are
kept in order in `GameState.events` from `TurnState.events_start`; an object that changed
zones is a new object (400.7), so "~ attacks for the first time each turn" counts only the
attacks of this object."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from arbiter.engine.keywords.triggered import by_ok

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.triggers.events import Event


def first_this_turn(game: Game, t: Any, ev: Event, source: int, controller: int) -> bool:
    """Whether no event of this turn before `ev` met trigger condition `t` (its other parts:
    the event, who it happened to and who caused it)."""
    from arbiter.engine.triggers.triggered import condition_ok

    events = game.state.events
    start = min(game.state.turn.events_start, len(events))
    earlier = replace(t, first_each_turn=False)
    for e in events[start:]:
        if e is ev:
            return True
        if by_ok(game, earlier, e, controller) and condition_ok(game, earlier, e, source,
                                                                controller):
            return False
    return True


__all__ = ["first_this_turn"]
