"""Benchmark: compiling Oracle text (issue 4) and starting `arbiter`.

Measures, each in a fresh process so no cache is warm:
  - compiling every card of the bundled database (23,000+ cards), in one process and in one
    process per CPU (`arbiter cards coverage` uses the latter);
  - compiling one set (MID);
  - starting `arbiter card "Grizzly Bears"` and `arbiter --help` (cards compile lazily, one
    card at a time as a game or command needs it, so startup doesn't compile the database).

Run: python benchmarks/compile.py [--repeat N] [--skip-full]. Prints medians; not a test.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import time

_COMPILE_ALL = """
import sys
from arbiter.compiler.coverage import measure
cov = measure(set_code=None if sys.argv[1] == '-' else sys.argv[1], workers=int(sys.argv[2]))
print(cov.cards, cov.fully_read)
"""


def _run(argv: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def _median(argv: list[str], repeat: int) -> tuple[float, list[float]]:
    times = [_run(argv) for _ in range(repeat)]
    return statistics.median(times), times


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--skip-full", action="store_true", help="skip the whole-database runs")
    args = ap.parse_args()
    py = sys.executable
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}")
    rows: list[tuple[str, float, int]] = []
    for label, argv in [
        ("arbiter --help", [py, "-m", "arbiter.cli", "--help"]),
        ('arbiter card "Grizzly Bears"', [py, "-m", "arbiter.cli", "card", "Grizzly Bears"]),
        ('arbiter card "Tovolar, Dire Overlord"',
         [py, "-m", "arbiter.cli", "card", "Tovolar, Dire Overlord"]),
    ]:
        med, _ = _median(argv, args.repeat)
        rows.append((label, med, args.repeat))
    med, _ = _median([py, "-c", _COMPILE_ALL, "MID", "1"], max(1, args.repeat // 2))
    rows.append(("compile set MID (275 cards), 1 process", med, max(1, args.repeat // 2)))
    if not args.skip_full:
        cpus = os.cpu_count() or 1
        for workers in sorted({1, cpus}):
            t = _run([py, "-c", _COMPILE_ALL, "-", str(workers)])
            rows.append((f"compile the whole database, {workers} process(es)", t, 1))
    width = max(len(r[0]) for r in rows)
    for label, t, n in rows:
        print(f"{label:<{width}}  {t:8.2f} s  (median of {n})")


if __name__ == "__main__":
    main()
