"""714: Saga cards — their lore counters and the state-based action that ends them.

- 714.3a: as a Saga without read ahead enters, its controller puts a lore counter on it
  (counters put on as it enters are put on it, 122.6, so chapter I triggers).
- 714.3b: as a player's precombat main phase begins, that player puts a lore counter on each
  Saga they control with one or more chapter abilities (a turn-based action).
- 714.4 / 704.5s: a Saga with one or more chapter abilities and at least as many lore counters
  as its final chapter number is sacrificed by its controller, unless it is the source of a
  chapter ability that has triggered but not yet left the stack.

The chapter abilities themselves (714.2) are triggered abilities (`rules.sagas.ChapterAbility`)
run by the general trigger machinery of 603.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.battlefield_keywords import battlefield_index
from arbiter.engine.counters import crossed
from arbiter.rules.sagas import ChapterAbility, chapters, final_chapter

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.objects import GameObject

LORE = "lore"


def as_enters(game: Game, obj: GameObject) -> None:
    """714.3a: "As a Saga without the read ahead ability enters the battlefield, its controller
    puts a lore counter on it." (With read ahead, the number is chosen: 702.155b,
    `engine.keywords.read_ahead`.)"""
    ch = game.chars(obj.id)
    if "Saga" in ch.subtypes and not ch.has_keyword("read ahead"):
        game.put_counters(obj.id, LORE, 1)
    elif "Saga" in ch.subtypes:
        from arbiter.engine.keywords import read_ahead

        read_ahead.enters_with(game, obj)  # 702.155b


def precombat_main(game: Game) -> None:
    """714.3b: the active player puts a lore counter on each Saga they control with one or
    more chapter abilities (this turn-based action doesn't use the stack)."""
    res = game.layers()
    active = game.state.turn.active
    sagas = [o for o in game.state.battlefield()
             if "Saga" in res.chars[o].subtypes and res.chars[o].controller == active
             and chapters(res.chars[o])]
    for oid in sagas:
        game.put_counters(oid, LORE, 1)


def finished(game: Game) -> list[int]:
    """714.4 / 704.5s: the Sagas whose controllers sacrifice them now."""

    res = game.layers()
    out: list[int] = []
    if "Saga" not in battlefield_index(game).subtypes:
        return out  # no Saga on the battlefield
    for oid in game.state.battlefield():
        ch = res.chars[oid]
        final = final_chapter(ch)
        if "Saga" not in ch.subtypes or not final:
            continue
        if game.obj(oid).counters.get(LORE, 0) >= final and not _chapter_pending(game, oid):
            out.append(oid)
    return out


def _chapter_pending(game: Game, oid: int) -> bool:
    """714.4: a chapter ability of this Saga has triggered and not yet left the stack: it is on
    the stack, waiting to be put there (603.3), or its event has happened and the ability
    hasn't been collected yet (603.2: it triggered when the lore counters were put on)."""
    state = game.state
    if any(item.source == oid and isinstance(item.ability, ChapterAbility)
           for item in state.stack_items):
        return True
    if any(source == oid and isinstance(ab, ChapterAbility)
           for source, ab, *_ in game.pending_triggers):
        return True
    numbers = chapters(game.chars(oid))
    return any(ev.kind == "counters_put" and ev.obj == oid
               and any(crossed(ev, LORE, n) for n in numbers)
               for ev in state.events[state.event_cursor:])
