"""Costs "Tap any number of other untapped creatures you control with total power N or
greater" (crew 702.122a, saddle 702.171a): which creatures may pay it, whether it can be paid
(118.3), and the player's choice of them (601.2h, 602.2b): one creature at a time, "done"
offered once their total power is N or more (a player may tap more than needed)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def candidates(game: Game, oid: int, player: int) -> list[int]:
    """The other untapped creatures `player` controls."""
    res = game.layers()
    return [o for o in game.state.battlefield() if o != oid and o in res.chars
            and "Creature" in res.chars[o].types and res.chars[o].controller == player
            and not game.obj(o).tapped]


def _power(game: Game, oid: int) -> int:
    return game.chars(oid).power or 0


def payable(game: Game, oid: int, player: int, n: int) -> bool:
    """118.3: the other untapped creatures the player controls have total power N or more
    (a creature with power 0 or less adds nothing)."""
    return sum(max(0, _power(game, o)) for o in candidates(game, oid, player)) >= n


def choose(game: Game, oid: int, player: int, n: int, given: Any, key: str,
           rule: str) -> list[int]:
    """The creatures that pay the cost: `given` (the answer made in advance) or chosen one
    at a time by the player; refused unless each is another untapped creature the player
    controls, none twice, with total power N or more. `key` names the keyword ("crew",
    "saddle") in messages and in the decision; `rule` its rule."""
    legal = candidates(game, oid, player)
    if given is None:
        picks: list[int] = []
        while True:
            total = sum(_power(game, p) for p in picks)
            options: list[tuple[str, Any]] = [(f"{game.name_of(o)}#{o}", o) for o in legal
                                              if o not in picks]
            if total >= n:
                options.insert(0, ("done", None))
            if not options:
                break
            pick = game.decide(Decision(
                "cost", f"Tap any number of other untapped creatures you control with total "
                f"power {n} or greater: choose", player, options, key=key))
            if pick is None:
                break
            picks.append(pick)
        given = picks
    picks = list(given) if isinstance(given, list | tuple) else [given]
    if len(set(picks)) != len(picks) or any(p not in legal for p in picks):
        raise IllegalActionError(f"{game.name_of(oid)}: only other untapped creatures you "
                                 f"control can {key} it ({rule})")
    total = sum(_power(game, p) for p in picks)
    if total < n:
        raise IllegalActionError(f"{key.rstrip('e')}ing needs total power {n}; got {total}")
    return picks


__all__ = ["candidates", "choose", "payable"]
