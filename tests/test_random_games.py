"""1,000 seeded random-agent games between the two sample decks: no exception, every game
ends (a win, a draw, or the reported turn cap), and the invariants hold after every action
(every card in exactly one zone, no creature with lethal damage or 0 toughness after
state-based actions, mana pools empty between steps, the stack empty as each step begins).

The games run in chunks of 25 seeds, one test each, so pytest-xdist shares them among the
processes; they are marked `slow` (`pytest -m "not slow"` runs everything else)."""

from __future__ import annotations

import os

import pytest

from arbiter.decks import load_deck
from arbiter.engine.simulate import play_game
from arbiter.engine.turn import loop
from arbiter.rules.catalog import default_catalog

GAMES = int(os.environ.get("ARBITER_RANDOM_GAMES", "1000"))
CHUNK = 25
MAX_TURNS = 40
_CATALOG = default_catalog()
_DECKS = [load_deck("green-stompy"), load_deck("white-weenie")]


def _play(seed: int) -> str:
    try:
        game, _ = play_game(_DECKS, seed, _CATALOG, MAX_TURNS, check=True)
    except Exception as e:  # noqa: BLE001 - reported with its seed
        return f"error: {type(e).__name__}: {e}"
    if loop.is_over(game):
        w = loop.outcome(game)["winner"]
        return "draw" if w is None else f"win {w}"
    return "turn cap"


@pytest.mark.slow
@pytest.mark.parametrize("start", range(0, GAMES, CHUNK))
def test_random_agent_games_complete_with_invariants(start: int) -> None:
    results = {seed: _play(seed) for seed in range(start, min(start + CHUNK, GAMES))}
    errors = [f"seed {s}: {r}" for s, r in results.items() if r.startswith("error")]
    assert not errors, "\n".join(errors[:10])
    assert {r.split()[0] for r in results.values()} <= {"win", "draw", "turn"}


def test_some_random_game_is_won() -> None:
    """The games are real games: the first seeds include a win."""
    assert any(_play(seed).startswith("win") for seed in range(5))
