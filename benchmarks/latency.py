"""Benchmark: how fast the `arbiter` command answers (issue 16, item 3).

Runs each command in a fresh process, `--runs` times (default 10), and prints the median wall
time and CPU time (user + system) of each:
  - `arbiter card "Tovolar, Dire Overlord"`;
  - `arbiter ask Humility Opalescence Opalescence`;
  - `arbiter solve scenarios/seeds/A37-*.yaml` (Humility, Opalescence, Enchanted Evening);
  - `python -c "import arbiter"`.
Each command runs as the `arbiter` console script does (`arbiter.cli.main`). The cache on
disk (`arbiter.cache`) is a fresh directory of this run, filled by one warm-up run of each
command, so every measured run is warm, as a user's second command is; Python's bytecode
cache is on even where PYTHONDONTWRITEBYTECODE is set (a normal install writes it).

`--old DIR` runs the same commands with another checkout's `src` (e.g. one made with
`git archive main | tar -x -C DIR`) side by side: the rounds interleave the two, so a load
that changes during the run weighs on both alike, and the ratios new/old are printed.

Run: python benchmarks/latency.py [--runs N] [--old DIR]. Prints medians; not a test.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_MAIN = "import sys; from arbiter.cli import main; sys.exit(main(sys.argv[1:]))"
COMMANDS: dict[str, list[str]] = {
    "card": ["-c", _MAIN, "card", "Tovolar, Dire Overlord"],
    "ask": ["-c", _MAIN, "ask", "Humility", "Opalescence", "Opalescence"],
    "solve": ["-c", _MAIN, "solve", "scenarios/seeds/A37-humility-opalescence-enchanted-evening"
                                    ".yaml"],
    "import": ["-c", "import arbiter"],
}


def _run(args: list[str], tree: Path, cache: str) -> tuple[float, float]:
    """(wall, CPU) seconds of one process running `args` with `tree`'s sources."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPATH=str(tree / "src"), ARBITER_CACHE=cache)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, *args], check=True, cwd=ROOT, env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--old", type=Path, help="another checkout to compare with")
    parser.add_argument("--only", choices=tuple(COMMANDS), action="append",
                        help="measure only this command (repeatable)")
    args = parser.parse_args()
    trees = {"new": ROOT} | ({"old": args.old.resolve()} if args.old else {})
    names = args.only or list(COMMANDS)
    times: dict[tuple[str, str], list[tuple[float, float]]] = {
        (t, n): [] for t in trees for n in names}
    with tempfile.TemporaryDirectory() as scratch:
        caches = {t: os.path.join(scratch, t) for t in trees}
        for t, tree in trees.items():  # warm-up: bytecode, card data and compiled cards
            for n in names:
                _run(COMMANDS[n], tree, caches[t])
        for _ in range(args.runs):
            for n in names:
                for t, tree in trees.items():
                    times[t, n].append(_run(COMMANDS[n], tree, caches[t]))
    print(f"{platform.python_implementation()} {platform.python_version()}, "
          f"{os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}; medians of {args.runs} "
          f"runs, seconds")
    head = f"{'command':8s}" + "".join(f"  {t + ' wall':>9s}  {t + ' CPU':>8s}" for t in trees)
    print(head + ("   wall ratio  CPU ratio" if len(trees) > 1 else ""))
    for n in names:
        row = f"{n:8s}"
        med = {}
        for t in trees:
            wall = statistics.median(w for w, _ in times[t, n])
            cpu = statistics.median(c for _, c in times[t, n])
            med[t] = (wall, cpu)
            row += f"  {wall:9.3f}  {cpu:8.3f}"
        if len(trees) > 1:
            row += f"   {med['new'][0] / med['old'][0]:10.2f}  {med['new'][1] / med['old'][1]:9.2f}"
        print(row)


if __name__ == "__main__":
    main()
