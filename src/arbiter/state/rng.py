"""A seeded random generator whose whole state is one integer in the game state
(splitmix64), so that the same seed and the same actions give the same game."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from arbiter.state.game_state import GameState

T = TypeVar("T")
_MASK = (1 << 64) - 1


def next_u64(state: GameState) -> int:
    state.rng = (state.rng + 0x9E3779B97F4A7C15) & _MASK
    z = state.rng
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def randrange(state: GameState, n: int) -> int:
    """A uniform integer in [0, n)."""
    if n <= 0:
        raise ValueError("randrange needs a positive bound")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        v = next_u64(state)
        if v < limit:
            return v % n


def shuffle(state: GameState, items: list[T]) -> None:
    """Fisher-Yates, in place (701.24a: a random order)."""
    for i in range(len(items) - 1, 0, -1):
        j = randrange(state, i + 1)
        items[i], items[j] = items[j], items[i]
