"""118.3 / 601.2h: paying "Remove X <kind> counters from among <permanents you control>"
(`rules.counters_among.RemoveCountersAmong`) as a card is cast from a graveyard
(`engine.casting.from_graveyard`).

X is the X announced for the spell (601.2b, 107.3a); with `x_not_zero` an X of 0 is an
illegal announcement. The player chooses which permanent each counter is removed from
(decision key `remove`, or `choices: {remove: [jace, jace, chandra]}` naming a permanent once
per counter): each must be one they control matching the selector and can't lose more
counters than it has (118.3). The choice is validated before anything changes; the counters
are removed together as the cost is paid (601.2h).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.counters_among import RemoveCountersAmong


def _holders(game: Game, player: int, oid: int, cost: RemoveCountersAmong) -> dict[int, int]:
    """The permanents the counters may come from, and how many of the kind each has."""
    view = LayerView(game.state, game.layers().chars)
    ctx = context_for(view, oid, player)
    return {o: game.obj(o).counters.get(cost.kind, 0) for o in game.state.battlefield()
            if view.chars[o].controller == player
            and (cost.selector is None or cost.selector.matches(view, o, ctx))
            and game.obj(o).counters.get(cost.kind, 0) > 0}


def payable(game: Game, player: int, oid: int, cost: RemoveCountersAmong) -> bool:
    """118.3: some X can be paid (at least 1 counter when X can't be 0)."""
    return not cost.x_not_zero or sum(_holders(game, player, oid, cost).values()) >= 1


def x_allowed(game: Game, player: int, oid: int, way: str | None, x: int) -> bool:
    """601.2b / 118.3: may X be announced as `x` casting the card this way (not 0 when the
    text says so, and no more than the counters there are to remove)?"""
    from arbiter.engine.casting.from_graveyard import WAYS, other_costs
    from arbiter.rules.counters_among import RemoveCountersAmong

    if way not in WAYS:
        return True
    for cost in other_costs(game, oid, way):
        if isinstance(cost, RemoveCountersAmong) and (
                (cost.x_not_zero and x == 0)
                or x > sum(_holders(game, player, oid, cost).values())):
            return False
    return True


def choose(game: Game, player: int, oid: int, cost: RemoveCountersAmong,
           choices: dict[str, Any], given: list[int] | None) -> list[int]:
    """601.2h: a permanent for each counter removed, validated (nothing changes)."""
    x = int(choices.get("x", 0))
    if cost.x_not_zero and x == 0:
        raise IllegalActionError(f"{game.name_of(oid)}: X can't be 0 when cast this way "
                                 "(601.2b)")
    holders = _holders(game, player, oid, cost)
    picks = list(given) if given is not None else []
    while given is None and len(picks) < x:
        left = Counter(holders) - Counter(picks)
        options = [(f"{game.name_of(o)}#{o}", o) for o in holders if left[o] > 0]
        if not options:
            break
        picks.append(game.decide(Decision(
            "cost", f"remove a {cost.kind} counter (X = {x}): choose", player, options,
            key="remove")))
    used = Counter(picks)
    if len(picks) != x or any(o not in holders or n > holders[o] for o, n in used.items()):
        raise IllegalActionError(f"that can't pay {cost} with X = {x} for "
                                 f"{game.name_of(oid)} (118.3)")
    return picks


def pay(game: Game, picks: list[int], kind: str) -> None:
    """601.2h: remove the counters."""
    for o, n in Counter(picks).items():
        game.remove_counters(o, kind, n)


__all__ = ["choose", "pay", "payable", "x_allowed"]
