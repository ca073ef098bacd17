"""Invariants every game state must satisfy between actions (used by the simulation tests)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def check(game: Game, between_steps: bool = False) -> list[str]:
    """What is wrong with the state, in words (an empty list when all is well)."""
    problems: list[str] = []
    state = game.state
    seen: dict[int, str] = {}
    for key, ids in state.order.items():
        for oid in ids:
            if oid in seen:
                problems.append(f"object {oid} is in two zones ({seen[oid]} and {key})")
            seen[oid] = str(key)
            zone = state.objects[oid].zone
            want = key if isinstance(key, str) else key[1]
            if zone != want:
                problems.append(f"object {oid} is listed in {key} but its zone is {zone}")
    for oid, o in state.objects.items():
        if not o.zone.startswith("left:") and oid not in seen:
            problems.append(f"object {oid} ({o.card}) is in no zone")
    res = game.layers()
    for oid in state.battlefield():
        ch = res.chars[oid]
        if "Creature" in ch.types and ch.toughness is not None:
            if ch.toughness <= 0:
                problems.append(f"{game.name_of(oid)} has toughness {ch.toughness} (704.5f)")
            elif state.objects[oid].damage >= ch.toughness and not ch.has_keyword(
                    "indestructible"):
                problems.append(f"{game.name_of(oid)} has lethal damage (704.5g)")
    if between_steps:
        for p in state.players:
            from arbiter.engine.mana.pool import kept

            if any(n for k, n in p.mana_pool.items() if not kept(k)):
                problems.append(f"{p.name}'s mana pool isn't empty between steps (500.4)")
        if state.stack_items:
            problems.append("the stack isn't empty at the start of a step")
    return problems
