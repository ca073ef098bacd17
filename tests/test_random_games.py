"""1,000 seeded random-agent games between the two sample decks: no exception, every game
ends (a win, a draw, or the reported turn cap), and the invariants hold after every action
(every card in exactly one zone, no creature with lethal damage or 0 toughness after
state-based actions, mana pools empty between steps, the stack empty as each step begins)."""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor

GAMES = int(os.environ.get("ARBITER_RANDOM_GAMES", "1000"))
MAX_TURNS = 40


def _play(seeds: list[int]) -> list[tuple[int, str]]:
    from arbiter.compiler.catalog import Catalog
    from arbiter.decks import load_deck
    from arbiter.engine.simulate import play_game
    from arbiter.engine.turn import loop

    catalog = Catalog()
    decks = [load_deck("green-stompy"), load_deck("white-weenie")]
    out: list[tuple[int, str]] = []
    for seed in seeds:
        try:
            game, _ = play_game(decks, seed, catalog, MAX_TURNS, check=True)
        except Exception as e:  # noqa: BLE001 - reported with its seed
            out.append((seed, f"error: {type(e).__name__}: {e}"))
            continue
        if loop.is_over(game):
            w = loop.outcome(game)["winner"]
            out.append((seed, "draw" if w is None else f"win {w}"))
        else:
            out.append((seed, "turn cap"))
    return out


def test_random_agent_games_complete_with_invariants() -> None:
    seeds = list(range(GAMES))
    chunks = [seeds[i::2] for i in range(2)]
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = [r for part in pool.map(_play, chunks) for r in part]
    errors = [f"seed {s}: {r}" for s, r in results if r.startswith("error")]
    assert not errors, "\n".join(errors[:10])
    assert len(results) == GAMES
    kinds = {r.split()[0] for _, r in results}
    assert kinds <= {"win", "draw", "turn"}
    assert any(r.startswith("win") for _, r in results)
