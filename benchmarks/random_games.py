"""Seeded random-agent games between two decks with the engine's invariants checked after
every action and as every step begins (`engine.invariants`, through
`engine.simulate.play_game(check=True)`): every card in exactly one zone, no creature with
lethal damage or 0 toughness after state-based actions, mana pools empty between steps,
the stack empty as each step begins. Issue 14's acceptance run uses the Midnight Hunt
sample decks:

Run: python benchmarks/random_games.py [--decks mid-werewolves,mid-spirits] [--games 1000]
     [--max-turns 40] [--workers 2]
Prints the outcome counts (with how often day/night came into the game, 730.1), the
actions taken and games per second; exits 1 on any failure, naming the seed."""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor


def play(decks: tuple[str, str], seed: int, max_turns: int
         ) -> tuple[str, int, bool, str | None]:
    """(outcome, actions, whether it became day or night, problem or None) of one game."""
    from arbiter.decks import load_deck
    from arbiter.engine.simulate import play_game
    from arbiter.engine.turn import loop
    from arbiter.rules.catalog import default_catalog

    try:
        game, actions = play_game([load_deck(d) for d in decks], seed, default_catalog(),
                                  max_turns, check=True, first=None, mulligans=True)
    except Exception as e:  # noqa: BLE001 - reported with its seed
        return "error", 0, False, f"seed {seed}: {type(e).__name__}: {e}"
    day_night = game.state.day_night != "neither"
    if not loop.is_over(game):
        return "turn cap", actions, day_night, None
    winner = loop.outcome(game)["winner"]
    return ("draw" if winner is None else f"{decks[winner]} won"), actions, day_night, None


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--decks", default="mid-werewolves,mid-spirits")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--max-turns", type=int, default=40)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    names = tuple(args.decks.split(","))
    if len(names) != 2:
        print(f"--decks: give two deck names separated by a comma, got {args.decks!r}",
              file=sys.stderr)
        return 2
    decks: tuple[str, str] = (names[0], names[1])
    print(f"machine: {platform.machine()}, {os.cpu_count()} CPUs, Python "
          f"{platform.python_version()}; decks {decks[0]} vs {decks[1]}, turn cap "
          f"{args.max_turns}, {args.workers} process(es)")
    seeds = range(args.seed, args.seed + args.games)
    t0 = time.perf_counter()
    outcomes: Counter[str] = Counter()
    failures: list[str] = []
    actions = day_night = 0
    with ProcessPoolExecutor(args.workers) as pool:
        n = len(seeds)
        for status, k, dn, problem in pool.map(play, [decks] * n, seeds,
                                               [args.max_turns] * n, chunksize=4):
            outcomes[status] += 1
            actions += k
            day_night += dn
            if problem:
                failures.append(problem)
                print(f"FAILED {problem}", flush=True)
            done = sum(outcomes.values())
            if done % 100 == 0:
                print(f"  {done} games, {time.perf_counter() - t0:.0f} s, "
                      f"{len(failures)} failed", flush=True)
    seconds = time.perf_counter() - t0
    games = sum(outcomes.values())
    print(f"{games} games in {seconds:.0f} s ({games / seconds:.2f} games/s), "
          f"{actions} actions ({actions / seconds:.0f}/s)")
    for status, count in sorted(outcomes.items()):
        print(f"  {status}: {count}")
    print(f"  games in which it became day or night: {day_night}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
