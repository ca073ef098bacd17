"""Benchmark: compiling Oracle text (issue 4) and starting `arbiter`.

Measures, each in a fresh process so no cache is warm:
  - compiling every card of the bundled database (23,000+ cards), in one process and in one
    process per CPU (`arbiter cards coverage` uses the latter);
  - compiling one set (MID);
  - starting `arbiter card "Grizzly Bears"` and `arbiter --help` (cards compile lazily, one
    card at a time as a game or command needs it, so startup doesn't compile the database),
    with the cache on disk (`arbiter.cache`) cold (an empty cache directory: decode the card
    data, build the grammar, compile the card, write both) and warm (the run before left
    them), wall time and CPU time (user + system) of each process.
The whole-database runs compile with the cache off.

Run: python benchmarks/compile.py [--repeat N] [--skip-full]. Prints medians; not a test.
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

_COMPILE_ALL = """
import sys
from arbiter.compiler.coverage import measure
cov = measure(set_code=None if sys.argv[1] == '-' else sys.argv[1], workers=int(sys.argv[2]))
print(cov.cards, cov.fully_read)
"""


def _run(argv: list[str], cache: str = "off") -> tuple[float, float]:
    """(wall, CPU) seconds of one process, with ARBITER_CACHE=`cache`."""
    env = {**os.environ, "ARBITER_CACHE": cache}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def _median(argv: list[str], repeat: int, warm: bool | None = None) -> tuple[float, float]:
    """Median (wall, CPU) of `repeat` runs: cache off (None), cold or warm."""
    runs = []
    for _ in range(repeat):
        if warm is None:
            runs.append(_run(argv))
            continue
        with tempfile.TemporaryDirectory() as folder:
            cold = _run(argv, folder)
            runs.append(_run(argv, folder) if warm else cold)
    return statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--skip-full", action="store_true", help="skip the whole-database runs")
    args = ap.parse_args()
    py = sys.executable
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}")
    rows: list[tuple[str, float, float, int]] = []
    rows.append(("arbiter --help", *_median([py, "-m", "arbiter.cli", "--help"], args.repeat),
                 args.repeat))
    for name in ("Grizzly Bears", "Tovolar, Dire Overlord"):
        argv = [py, "-m", "arbiter.cli", "card", name]
        for warm in (False, True):
            label = f'arbiter card "{name}", cache {"warm" if warm else "cold"}'
            rows.append((label, *_median(argv, args.repeat, warm), args.repeat))
    half = max(1, args.repeat // 2)
    rows.append(("compile set MID (275 cards), 1 process",
                 *_median([py, "-c", _COMPILE_ALL, "MID", "1"], half), half))
    if not args.skip_full:
        cpus = os.cpu_count() or 1
        for workers in sorted({1, cpus}):
            wall, cpu = _run([py, "-c", _COMPILE_ALL, "-", str(workers)])
            rows.append((f"compile the whole database, {workers} process(es)", wall, cpu, 1))
    width = max(len(r[0]) for r in rows)
    print(f"{'':<{width}}  {'wall':>8}    {'CPU':>8}")
    for label, wall, cpu, n in rows:
        print(f"{label:<{width}}  {wall:8.2f} s  {cpu:8.2f} s  (median of {n})")


if __name__ == "__main__":
    main()
