"""Time travel (701.56).

701.56a: to time travel means to choose any number of permanents you control with one or
more time counters on them and/or suspended cards you own in exile with one or more time
counters on them and, for each of those objects, put a time counter on it or remove a time
counter from it. 702.62b: a card is suspended if it's in exile, has suspend, and has a time
counter on it.

The player who time travels is the controller of the resolving spell or ability; for each
object that qualifies they choose to add a counter, remove one, or leave it out (608.2d,
decision key `time_travel`). Removing the last time counter from a suspended card triggers
its suspend ability (702.62a), as any removal does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: The event of a player time traveling (player: who).
TIME_TRAVELS = "time_travels"


@dataclass(frozen=True)
class TimeTravel(Instruction):
    """701.56a: "time travel"."""


def candidates(game: Game, player: int) -> list[int]:
    """701.56a: permanents `player` controls with a time counter, and suspended cards they
    own in exile with a time counter (702.62b)."""
    chars = game.layers().chars
    out = [o for o in game.state.battlefield() if o in chars
           and chars[o].controller == player and game.obj(o).counters.get("time", 0) > 0]
    out += [o for o in game.state.zone_list("exile") if game.obj(o).owner == player
            and game.obj(o).counters.get("time", 0) > 0 and game.obj(o).face_down is None
            and game.chars(o).keyword_abilities("suspend")]
    return out


def time_travel(game: Game, player: int) -> None:
    """701.56a: for each object chosen, a time counter more or fewer."""
    for oid in candidates(game, player):
        choice = game.decide(Decision(
            "time_travel", f"time travel: {game.quick_name(oid)}#{oid} has "
            f"{game.obj(oid).counters.get('time', 0)} time counter(s): add one, remove one, "
            "or leave it? (701.56a)", player,
            [("add", "add"), ("remove", "remove"), ("leave", "leave")], key="time_travel"))
        if choice == "add":
            game.put_counters(oid, "time", 1)
        elif choice == "remove":
            game.remove_counters(oid, "time", 1)
    game.emit(Event(TIME_TRAVELS, None, player=player))
    game.log(f"{game.player_name(player)} time travels (701.56a)")
    game.state.touch()


def do_time_travel(r: Resolution, step: TimeTravel) -> None:
    """701.56a: the controller time travels."""
    time_travel(r.game, r.item.controller)


__all__ = ["TIME_TRAVELS", "TimeTravel", "candidates", "do_time_travel", "time_travel"]
