"""Delayed triggered abilities with a trigger condition (603.7), created by a resolving spell
or ability: "When that creature dies this turn, ...", "Whenever a creature or enchantment
enters the battlefield under your control this turn, ...", "When you cast your next instant
or sorcery spell this turn, ...".

603.7a: such an ability exists from its creation on; it doesn't see events from before.
603.7b: it triggers only once, the next time its event happens, unless it has a stated
duration ("this turn": it may trigger again and again until the turn ends; "until your next
turn": until its controller's next turn begins, 611.2a).
603.7c: an ability that names an object watches that object only (a new object after a
zone change is another object, 400.7).
603.7d-e: its source is the spell or the source of the ability that created it; its
controller is the player who controlled that spell or ability as it resolved.

(Delayed abilities waiting for a step, "at the beginning of the next end step", are
`GameState.delayed`, run by `engine.turn.steps`; `do_delayed_trigger` creates them.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.engine.triggers.events import Event
    from arbiter.rules.instructions import CreateDelayedTrigger, DelayedTrigger


@dataclass(frozen=True)
class DelayedAbility:
    """One delayed triggered ability waiting for its event."""

    ability: Any
    source: int
    controller: int
    source_name: str
    #: 603.7c: the objects its condition names ("that creature"), fixed at creation.
    remembered: tuple[int, ...] = ()
    #: The turn it lasts for ("this turn"), or None: until it has triggered.
    turn: int | None = None
    once: bool = True
    #: The first event it may see (603.7a: none from before it was created).
    since: int = 0
    #: 500.7: it waits for a turn given by an extra-turn effect ("that turn's end step",
    #: `engine.turn.extra_turns`); events of other turns don't trigger it.
    turn_tag: int | None = None
    #: 611.2a: "until your next turn": it ends as a turn of this player begins after the
    #: turn `created` (the turn it was created in).
    until_turn_of: int | None = None
    created: int = 0


def create(game: Game, step: CreateDelayedTrigger, source: int, controller: int,
           remembered: tuple[int, ...], name: str) -> None:
    state = game.state
    state.delayed_abilities.append(DelayedAbility(
        step.ability, source, controller, name, remembered,
        turn=state.turn.number if step.this_turn else None, once=step.once,
        since=len(state.events), until_turn_of=controller if step.until_your_next_turn
        else None, created=state.turn.number))
    state.touch()


def matches(game: Game, ev: Event, index: int) -> list[tuple[int, Any, int]]:
    """The delayed abilities `ev` (the game's `index`-th event) triggers; one that triggers
    only once is used up (603.7b). Those whose turn has ended are dropped."""
    from arbiter.engine.triggers.triggered import condition_ok

    state = game.state
    out: list[tuple[int, Any, int]] = []
    keep: list[DelayedAbility] = []
    for d in state.delayed_abilities:
        if d.turn is not None and d.turn != state.turn.number:
            continue  # "this turn" is over
        if d.until_turn_of == state.turn.active and state.turn.number > d.created:
            continue  # 611.2a: "until your next turn" is over
        if d.turn_tag is not None and d.turn_tag != state.turn.turn_tag:
            keep.append(d)  # 500.7: not yet "that turn"
            continue
        t = d.ability.trigger
        hit = index >= d.since and any(
            (ev.obj in d.remembered and condition_ok(game, alt, ev, d.source, d.controller,
                                                     subject_ok=True))
            if alt.subject == "remembered"
            else condition_ok(game, alt, ev, d.source, d.controller)
            for alt in (t.any_of or (t,)))
        if hit:
            out.append((d.source, d.ability, d.controller))
            if d.once:
                continue
        keep.append(d)
    if len(keep) != len(state.delayed_abilities):
        state.delayed_abilities = keep
        state.touch()
    return out


def do_create_delayed_trigger(r: Resolution, step: CreateDelayedTrigger) -> None:
    """603.7a: create the delayed triggered ability; 603.7c: if the object its condition
    names is gone, there is nothing to wait for."""
    objs = tuple(o for o in r.ref(step.remember) if isinstance(o, int)) \
        if step.remember is not None else ()
    if step.remember is not None and not objs:
        return
    create(r.game, step, r.item.source, r.item.controller, objs, r.item.source_name)


def do_delayed_trigger(r: Resolution, step: DelayedTrigger) -> None:
    """603.7: "at the beginning of the next <step>, <instructions>" (`GameState.delayed`)."""
    r.game.state.delayed.append((step.step, r.item.source, step.instructions,
                                 r.ref(step.what), r.item.controller, r.item.source_name))
