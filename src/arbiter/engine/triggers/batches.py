"""Simultaneous events: which events happened at the same time, as one event (603.2c).

603.2c: an ability that triggers on "one or more" objects doing something triggers once
for an event that concerns several of them. 603.10a: a leaves-the-battlefield ability
"looks back in time", so it triggers for the other objects that left at the same time as
its source. 704.3: state-based actions are performed simultaneously.

Each event is stamped with a batch number (`Event.batch`). Everything done inside one
`action(game)` block (one instruction of a resolving spell or ability, one check of
state-based actions, paying one spell's additional costs) shares a number; an event
emitted outside any block is an event of its own.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from arbiter.engine.combat.removal import apply as remove_from_combat
from arbiter.engine.keyword_actions.ring_tempts import lose_on_control_change

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.triggers.events import Event


@contextmanager
def action(game: Game) -> Iterator[None]:
    """The events emitted inside are simultaneous: one batch. A nested block is an action
    of its own (an instruction inside "If you do, ..." is not simultaneous with the
    instruction before it); the enclosing batch resumes after it."""
    state = game.state
    saved = (state.batch, state.batch_depth, state.batch_start)
    # 614.1a / 616.1: the zone-change replacements of this action's events are decided on
    # the game as it was when the first of them was about to happen (`Game.move`).
    saved_snapshot, game._zone_snapshot = game._zone_snapshot, None
    unused = state.next_batch
    state.next_batch += 1
    state.batch, state.batch_depth = state.next_batch, saved[1] + 1
    state.batch_start = len(state.events)
    try:
        yield
    finally:
        if len(state.events) == state.batch_start and state.next_batch == unused + 1:
            # Nothing happened: the number is given back, so numbering depends only on the
            # events themselves (a game and its JSON copy number them alike).
            state.next_batch = unused
        state.batch, state.batch_depth, state.batch_start = saved
        game._zone_snapshot = saved_snapshot

    remove_from_combat(game)  # 506.4: as soon as the action is done (not a state-based action)

    lose_on_control_change(game)  # 701.54a: a Ring-bearer another player gained control of


def stamp(game: Game, event: Event) -> None:
    """Give an event its batch number as it is emitted."""
    state = game.state
    if state.batch_depth:
        event.batch, event.batch_start = state.batch, state.batch_start
    else:
        state.next_batch += 1
        event.batch, event.batch_start = state.next_batch, len(state.events)


def same_batch(game: Game, event: Event, kinds: tuple[str, ...]) -> list[Event]:
    """The events of these kinds in `event`'s batch (603.10a: what left at the same time)."""
    return [e for e in game.state.events[event.batch_start:]
            if e.batch == event.batch and e.kind in kinds]
