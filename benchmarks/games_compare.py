"""Benchmark: two versions of Arbiter's game engine side by side (e.g. a branch against the
commit it started from), on `benchmarks/games.py`'s vanilla decks and seeds. Each round runs
`benchmarks/games.py --json --rounds 1 --no-phase` once per source tree, the trees
interleaved, so that a noisy, shared machine slows both alike; the figures are medians over
the rounds of games/s and actions/s in CPU time, with the ratio new/old.

Run: python benchmarks/games_compare.py OLD_SRC NEW_SRC [--rounds 5] [--games 4], where
OLD_SRC and NEW_SRC are `src` directories (e.g. an old commit's `git archive ... src | tar
-x`). Not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent


def run(src: str, games: int) -> dict[str, list[float]]:
    env = dict(os.environ, PYTHONPATH=src)
    out = subprocess.run([sys.executable, str(HERE / "games.py"), "--json", "--rounds", "1",
                          "--no-phase", "--games", str(games)], env=env, check=True,
                         capture_output=True, text=True).stdout
    result: dict[str, list[float]] = json.loads(out.strip().splitlines()[-1])
    return result


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--games", type=int, default=4)
    args = ap.parse_args()
    got: dict[str, list[dict[str, list[float]]]] = {"old": [], "new": []}
    loads = []
    for _ in range(args.rounds):
        for name, src in (("old", args.old), ("new", args.new)):
            got[name].append(run(src, args.games))
        loads.append(os.getloadavg()[0])
    print(f"load average {min(loads):.1f}-{max(loads):.1f}; medians of {args.rounds} "
          f"interleaved rounds of {args.games} games, CPU time")
    print(f"{'engine':<40} {'old':>8} {'new':>8} {'new/old':>8}   (actions/s)")
    for engine in got["old"][0]:
        old = statistics.median(r[engine][1] for r in got["old"])
        new = statistics.median(r[engine][1] for r in got["new"])
        print(f"{engine:<40} {old:>8.0f} {new:>8.0f} {new / old:>7.2f}x")


if __name__ == "__main__":
    main()
