"""Benchmark: random-agent playouts between the two sample decks (a fixed, seeded set of
games). Prints games per second and actions per second for the fast path (agents answer
inline) and for the public step API (legal_actions/apply). Not a test.

Run: python benchmarks/playout.py [--games N]
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time

from arbiter.compiler.catalog import Catalog
from arbiter.decks import load_deck
from arbiter.engine.game import Game
from arbiter.engine.simulate import simulate


def api_games(decks: list[list[str]], games: int, catalog: Catalog) -> tuple[float, int]:
    t0 = time.perf_counter()
    actions = 0
    for seed in range(games):
        game = Game.new(decks, seed=seed, catalog=catalog, max_turns=40)
        rng = random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions()
            if not legal:
                break
            game.apply(rng.choice(legal))
            actions += 1
    return time.perf_counter() - t0, actions


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    catalog = Catalog()
    decks = [load_deck("green-stompy"), load_deck("white-weenie")]
    print(f"machine: {platform.machine()}, Python {platform.python_version()}; "
          f"green-stompy vs white-weenie, seeds 0..{args.games - 1}, turn cap 40")
    rates = []
    for _ in range(args.repeat):
        s = simulate(decks, args.games, seed=0, max_turns=40, catalog=catalog)
        rates.append((s.games / s.seconds, s.actions / s.seconds))
    print(f"fast path: {statistics.median(r[0] for r in rates):.2f} games/s, "
          f"{statistics.median(r[1] for r in rates):.0f} actions/s (median of {args.repeat})")
    n = max(5, args.games // 10)
    seconds, actions = api_games(decks, n, catalog)
    print(f"step API (legal_actions/apply, {n} games): {n / seconds:.2f} games/s, "
          f"{actions / seconds:.0f} actions/s")


if __name__ == "__main__":
    main()
