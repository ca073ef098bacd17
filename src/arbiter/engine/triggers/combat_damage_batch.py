"""603.2c with 510.2: "Whenever one or more creatures you control deal combat damage to a
player" triggers once for each player dealt combat damage at the same time (one combat
damage step), however many of the creatures dealt it. The combat damage step emits one
"combat_damage_batch" event for each player dealt combat damage, its `extra` the sources
that dealt it (`engine.combat.damage`); the ability triggers when at least one of them
matches its phrase, read as the damage is dealt.

"Whenever one or more Zombies you control deal combat damage to one or more of your
opponents" (Hordewing Skaab) triggers once for the whole combat damage step (510.2: all of
it is dealt at once; with a first-strike step, once in each step, 510.4): one more event,
"combat_damage_players", names every player dealt combat damage with the sources that dealt
it; "the number of opponents dealt damage this way" is counted as it triggers (the event's
amount for that ability).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from arbiter.engine.triggers.events import Event
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game

EVENT = "combat_damage_batch"
#: 510.2: every player dealt combat damage in one step, with the sources that dealt it.
PLAYERS_EVENT = "combat_damage_players"


def emit(game: Game, dealt: dict[int, list[tuple[Any, int]]]) -> None:
    """One event per player dealt combat damage, with the sources that dealt it."""
    by_player: dict[int, list[int]] = {}
    for source, parts in dealt.items():
        for (kind, ident), n in parts:
            if kind == "player" and n > 0 and source not in by_player.get(ident, []):
                by_player.setdefault(ident, []).append(source)
    for player, sources in by_player.items():
        game.emit(Event(EVENT, None, player=player, extra=tuple(sources)))
    if by_player:
        game.emit(Event(PLAYERS_EVENT, None, extra=tuple(
            (player, tuple(sources)) for player, sources in by_player.items())))


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


def opponents_dealt(game: Game, t: Any, ev: Event, source: int, controller: int) -> int:
    """How many opponents of the ability's controller a matching source dealt combat damage
    to in this step (102.2: opponents; the sources read as the damage was dealt, 603.2)."""
    if ev.kind != PLAYERS_EVENT:
        return 0
    opponents = set(game.opponents(controller))
    return sum(1 for player, sources in ev.extra or () if player in opponents and
               sources_match(game, t, Event(EVENT, None, player=player, extra=sources),
                             source, controller))


def with_opponents_dealt(game: Game, t: Any, ev: Event, source: int, controller: int) -> Event:
    """The event as this ability sees it: its amount the number of opponents dealt damage."""
    return replace(ev, amount=opponents_dealt(game, t, ev, source, controller))


__all__ = ["EVENT", "PLAYERS_EVENT", "emit", "opponents_dealt", "sources_match",
           "with_opponents_dealt"]
