"""1,000 seeded random-agent games between the two sample decks, and 50 between the two
Midnight Hunt sample decks (day and night 730, daybound/nightbound 702.145, disturb 702.146,
flashback 702.34; issue 14's full 1,000 run with benchmarks/random_games.py): no exception,
every game ends (a win, a draw, or the reported turn cap), and the invariants hold after
every action (every card in exactly one zone, no creature with lethal damage or 0 toughness after
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
MID_GAMES = int(os.environ.get("ARBITER_MID_GAMES", "50"))
_MID_DECKS = [load_deck("mid-werewolves"), load_deck("mid-spirits")]


def _play(seed: int, decks: list[list[str]] = _DECKS) -> str:
    try:
        game, _ = play_game(decks, seed, _CATALOG, MAX_TURNS, check=True)
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


@pytest.mark.slow
@pytest.mark.parametrize("start", range(0, MID_GAMES, CHUNK))
def test_730_702_145_mid_sample_decks_games_complete_with_invariants(start: int) -> None:
    """The werewolf deck makes it day and night (730.1, 702.145); the spirits deck casts
    disturb and flashback cards from the graveyard (702.146, 702.34)."""
    results = {seed: _play(seed, _MID_DECKS)
               for seed in range(start, min(start + CHUNK, MID_GAMES))}
    errors = [f"seed {s}: {r}" for s, r in results.items() if r.startswith("error")]
    assert not errors, "\n".join(errors[:10])
    assert {r.split()[0] for r in results.values()} <= {"win", "draw", "turn"}
