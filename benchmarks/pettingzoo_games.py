"""Issue 17's acceptance run: N seeded games through the PettingZoo AEC environment
(`arbiter.adapters.pettingzoo_env`) with masked random actions, the engine's invariants
checked after every action (`engine.invariants`), and the rewards checked against the
outcome a judge states (+1/-1 for a win, 0 for a draw or a truncated game).

Run: python benchmarks/pettingzoo_games.py [--games 1000] [--max-turns 20] [--workers 2]
Prints the outcome counts, the actions taken and games per second; exits 1 on any failure.
Needs the `rl` extra."""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

DECKS = ("green-stompy", "white-weenie")


def play(seed: int, max_turns: int) -> tuple[str, int, str | None]:
    """(outcome status, actions, problem or None) of the game with this seed."""
    import numpy as np

    from arbiter.adapters.pettingzoo_env import env
    from arbiter.decks import load_deck
    from arbiter.engine import invariants

    e = env([load_deck(d) for d in DECKS], max_turns=max_turns)
    e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    actions = 0
    for agent in e.agent_iter(max_iter=200_000):
        obs, reward, terminated, truncated, _ = e.last()
        totals[agent] += reward
        if terminated or truncated:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        if len(legal) == 0:
            return "error", actions, f"seed {seed}: no legal action for {agent}"
        e.step(int(rng.choice(legal)))
        actions += 1
        problems = invariants.check(e.game)
        if problems:
            return "error", actions, f"seed {seed}, action {actions}: {problems[0]}"
    if e.agents:
        return "error", actions, f"seed {seed}: the game did not end"
    outcome = e.game.outcome()
    if outcome["status"] == "win":
        winner = f"player_{outcome['winner']}"
        expected = {a: (1.0 if a == winner else -1.0) for a in totals}
    else:
        expected = dict.fromkeys(totals, 0.0)
    if totals != expected:
        return "error", actions, f"seed {seed}: rewards {totals}, outcome {outcome}"
    return outcome["status"], actions, None


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--max-turns", type=int, default=20)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} CPUs, Python "
          f"{platform.python_version()}; decks {DECKS[0]} vs {DECKS[1]}, turn cap "
          f"{args.max_turns}, {args.workers} process(es)")
    seeds = range(args.seed, args.seed + args.games)
    t0 = time.perf_counter()
    results = []
    with ProcessPoolExecutor(args.workers) as pool:
        for r in pool.map(play, seeds, [args.max_turns] * len(seeds), chunksize=4):
            results.append(r)
            if len(results) % 100 == 0:
                print(f"  {len(results)} games, {time.perf_counter() - t0:.0f} s, "
                      f"{sum(1 for _s, _n, p in results if p)} failed", flush=True)
    seconds = time.perf_counter() - t0
    statuses = Counter(status for status, _n, _p in results)
    problems = [p for _s, _n, p in results if p]
    total_actions = sum(n for _s, n, _p in results)
    print(f"games: {len(results)}; outcomes: {dict(statuses)}; actions: {total_actions}; "
          f"{seconds:.0f} s, {len(results) / seconds:.2f} games/s, "
          f"{total_actions / seconds:.0f} actions/s")
    for p in problems[:10]:
        print("FAILED", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
