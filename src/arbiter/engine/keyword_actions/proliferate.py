"""701.34: proliferating. 701.34a: the player chooses any number of permanents and/or players
that have a counter, then gives each one additional counter of each kind it already has.
The choice is a decision of the player who makes it, one at a time ("proliferate"; "done"
ends it).

603.2: "Whenever you proliferate" triggers on the "proliferated" event, emitted each time a
player proliferates, whether or not they chose anything (701.34a: choosing nothing is still
proliferating).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.counters import give_player_counters, player_counters
from arbiter.engine.decisions import Decision

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import Proliferate

#: 603.2: the event of a player proliferating (its `player`).
PROLIFERATED = "proliferated"


def proliferate(game: Game, player: int) -> None:
    """701.34a: choose any number of permanents and/or players that have a counter, then give
    each one additional counter of each kind it already has. The choice is made one at a time
    (decision kind "proliferate"; "done" ends it); the counters are then given together."""
    candidates: list[tuple[str, Any]] = []
    for oid in game.state.battlefield():
        if any(n > 0 for n in game.obj(oid).counters.values()):
            candidates.append((f"{game.name_of(oid)}#{oid}", oid))
    for p in game.state.players:
        if not p.lost and player_counters(p):
            candidates.append((p.name, ("player", p.index)))
    chosen: list[Any] = []
    while candidates:
        pick = game.decide(Decision(
            "proliferate", "proliferate: choose a permanent or player with counters (or done)",
            player, [*candidates, ("done", None)], optional=True, key="proliferate"))
        if pick is None:
            break
        candidates = [c for c in candidates if c[1] != pick]
        chosen.append(pick)
    for what in chosen:
        if isinstance(what, tuple):
            p = game.state.players[what[1]]
            for kind in sorted(player_counters(p)):
                give_player_counters(game, p.index, kind, 1)
        else:
            for kind in [k for k, n in game.obj(what).counters.items() if n > 0]:
                game.put_counters(what, kind, 1)
            game.log(f"{game.name_of(what)} gets another counter of each kind (701.34a)")
    from arbiter.engine.triggers.events import Event

    game.emit(Event(PROLIFERATED, None, player=player))  # 603.2: "whenever you proliferate"
    game.state.touch()


def do_proliferate(r: Resolution, step: Proliferate) -> None:
    """701.34a: the resolving spell's or ability's controller proliferates."""
    proliferate(r.game, r.item.controller)
