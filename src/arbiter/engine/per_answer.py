"""Findings kept while the layer system's answer is kept (principle 1): `Game.layers` keeps
its answer, the same object, while the state changes only in its status (tapped permanents,
mana, life, damage, attackers, the turn: `engine.layer_status`); any other change (an object
moving to another zone or created, a choice noted on an object, counters, an effect) gives a
new answer. So a scan of the game that reads only the objects, their zones and the choices
noted on them, and the answer's characteristics finds the same thing again while the game
has the same state object and the same answer.

A finding is kept only when the game's answer is current as it is asked for: asking the
layer system for one earlier than the engine itself would is not done here. Each caller
names what its scan reads; a scan that reads status, or a mark set without a new version
(commander.ASKED), must not be kept here (or only its part that reads neither)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from arbiter.engine.game import Game

T = TypeVar("T")


def per_answer(game: Game, name: str, find: Callable[[], T]) -> T:
    """`find()`, found once per state object and layer answer of `game` (kept on the game
    under `name`, which names the finding)."""
    hit = kept(game, name)
    if hit is not None:
        return hit[0]  # type: ignore[no-any-return]
    value = find()
    keep(game, name, value)
    return value


def _current(game: Game) -> Any:
    """The game's layer answer if it is current (None: not computed at this version)."""
    cache = game._cache
    if cache is None or cache[0] != game.state.version:
        return None
    return cache[1]


def kept(game: Game, name: str) -> tuple[Any] | None:
    """The finding kept under `name` for this state object and answer, in a 1-tuple (None:
    none kept, or the state changed since other than in its status)."""
    hit = game.__dict__.get(name)
    if hit is None:
        return None
    state = game.state
    cache = game._cache  # `_current`, read here (this is asked very often)
    if hit[0] is not state or cache is None or cache[0] != state.version or \
            hit[1] is not cache[1]:
        return None
    return (hit[2],)


def keep(game: Game, name: str, value: object) -> None:
    """Keep `value` under `name` for this state object and its current answer (nothing is
    kept while the answer isn't current)."""
    res = _current(game)
    if res is not None:
        game.__dict__[name] = (game.state, res, value)


__all__ = ["keep", "kept", "per_answer"]
