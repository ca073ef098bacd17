"""Triggered abilities that function on the stack (113.6k): "When you cast this spell"
(603.2, 601.2i) triggers as the spell becomes cast, from the spell itself; and effects on a
permanent spell that carry on to the permanent it becomes (400.7a)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.triggers.events import Event


def stack_sources(game: Game, ev: Event, chars: dict[int, Any]) -> list[tuple[int, Any]]:
    """601.2i / 113.6k: the spell a "cast" event names, while it is on the stack, is a
    source of triggered abilities for that event (its "When you cast this spell")."""
    if ev.kind != "cast" or ev.obj is None or ev.obj not in chars:
        return []
    if game.obj(ev.obj).zone != "stack":
        return []
    return [(ev.obj, chars[ev.obj])]


def functions_here(trigger_zone: str, zone: str) -> bool:
    """113.6k: an ability that triggers on the stack functions only there (and an ability
    of another zone never from the stack)."""
    return (trigger_zone == "stack") == (zone == "stack")


def carry_onto_permanent(game: Game, spell: int, permanent: int) -> None:
    """400.7a: effects from spells, activated abilities and triggered abilities that change
    the characteristics or controller of a permanent spell on the stack continue to apply to
    the permanent that spell becomes."""
    effects = game.state.effects
    for i, e in enumerate(effects):
        if e.key and e.key[0] == "resolved" and e.locked is not None and spell in e.locked:
            effects[i] = dataclasses.replace(e, locked=e.locked | {permanent})
            game.state.touch()
