"""Benchmark: two versions of Arbiter's layer system side by side (CR 613), e.g. a branch
against the commit it started from. Each round runs `benchmarks/layers.py --json` once per
source tree, the trees interleaved, and the figures are medians over the rounds of CPU
milliseconds (each round itself a median of `--repeat` runs), with the ratio old/new.

Run: python benchmarks/compare.py OLD_SRC NEW_SRC [--rounds 5] [--repeat 3]
[--sizes 500,1000] [--board uniform|mixed|mixed-even], where OLD_SRC and NEW_SRC are `src`
directories (e.g. an old commit's `git archive ... src | tar -x`). Not a test.
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


def run(src: str, sizes: str, repeat: int, board: str) -> dict[str, dict[str, float]]:
    env = dict(os.environ, PYTHONPATH=src)
    out = subprocess.run([sys.executable, str(HERE / "layers.py"), "--json", "--sizes", sizes,
                          "--repeat", str(repeat), "--boards", board], env=env, check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--sizes", default="500,1000")
    ap.add_argument("--board", default="uniform", choices=("uniform", "mixed", "mixed-even"))
    args = ap.parse_args()
    got: dict[str, list[dict[str, dict[str, float]]]] = {"old": [], "new": []}
    for _ in range(args.rounds):
        for name, src in (("old", args.old), ("new", args.new)):
            got[name].append(run(src, args.sizes, args.repeat, args.board))
    print(f"{args.board} board; load average {os.getloadavg()[0]:.2f}; medians of "
          f"{args.rounds} interleaved rounds (each a median of {args.repeat}), CPU ms")
    print(f"{'permanents':>10} {'figure':>6} {'old':>9} {'new':>9} {'old/new':>8}")
    for n in args.sizes.split(","):
        for k in ("full", "fast", "one"):
            old = statistics.median(r[n][k] for r in got["old"])
            new = statistics.median(r[n][k] for r in got["new"])
            print(f"{n:>10} {k:>6} {old:>9.2f} {new:>9.2f} {old / new:>7.1f}x")


if __name__ == "__main__":
    main()
