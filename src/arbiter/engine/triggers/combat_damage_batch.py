"""603.2c with 510.2: "Whenever one or more creatures you control deal combat damage to a
player" triggers once for each player dealt combat damage at the same time (one combat
damage step), however many of the creatures dealt it. The combat damage step emits one
"combat_damage_batch" event for each player dealt combat damage, its `extra` the sources
that dealt it (`engine.combat.damage`); the ability triggers when at least one of them
matches its phrase, read as the damage is dealt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.triggers.events import Event
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game

EVENT = "combat_damage_batch"


def emit(game: Game, dealt: dict[int, list[tuple[Any, int]]]) -> None:
    """One event per player dealt combat damage, with the sources that dealt it."""
    by_player: dict[int, list[int]] = {}
    for source, parts in dealt.items():
        for (kind, ident), n in parts:
            if kind == "player" and n > 0 and source not in by_player.get(ident, []):
                by_player.setdefault(ident, []).append(source)
    for player, sources in by_player.items():
        game.emit(Event(EVENT, None, player=player, extra=tuple(sources)))


def sources_match(game: Game, t: Any, ev: Event, source: int, controller: int) -> bool:
    """Some creature that dealt the damage matches the trigger's selector (with the
    trigger's source as context: "you control" is its controller)."""
    if t.selector is None:
        return bool(ev.extra)
    chars = dict(game.layers().chars)
    for oid, ch in game.lki.items():
        chars.setdefault(oid, ch)  # 603.10a: one already gone is read as it last existed
    view = LayerView(game.state, chars)
    ctx = context_for(view, source, controller)
    return any(o in chars and t.selector.matches(view, o, ctx) for o in ev.extra or ())


__all__ = ["EVENT", "emit", "sources_match"]
