"""Prove that a refactoring left the compiler's output unchanged.

`python scripts/compiled_snapshot.py write FILE` compiles every face of every card of the
bundled database (or of `--cards PATH`) and writes one line per face: the card, the face
number and the full `repr` of the abilities it compiles to (a hand-written definition
included). `python scripts/compiled_snapshot.py compare OLD NEW` lists every face whose
abilities differ and exits 1 if any does.

Reprs of frozen dataclasses don't name their modules, so moving a class to another module
changes nothing here; sets are printed in an order that depends on string hashing, so the
script runs its workers with PYTHONHASHSEED=0.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path


def _chunk(args: tuple[list[str], str | None]) -> list[tuple[str, int, str]]:
    names, cards = args
    if cards:
        os.environ["ARBITER_CARDS"] = cards
    from arbiter.engine.game import Game

    catalog = Game().catalog
    out: list[tuple[str, int, str]] = []
    for name in names:
        record = catalog.record(name)
        for face in range(len(record.faces)):
            try:
                text = repr(catalog.abilities(record.name, face))
            except (ValueError, KeyError) as e:  # a definition that doesn't match its text
                text = f"error: {type(e).__name__}: {e}"
            out.append((record.name, face, text))
    return out


def write(path: Path, cards: str | None, workers: int) -> int:
    if cards:
        os.environ["ARBITER_CARDS"] = cards
    from arbiter.engine.game import Game

    names = list(Game().catalog.db)
    parts = [(names[i::workers], cards) for i in range(workers)]
    with ProcessPoolExecutor(workers) as pool:
        rows = sorted(row for part in pool.map(_chunk, parts) for row in part)
    with path.open("w", encoding="utf-8") as fh:
        for name, face, text in rows:
            fh.write(json.dumps([name, face, text]) + "\n")
    print(f"{len(rows)} faces of {len(names)} cards written to {path}")
    return 0


def _read(path: Path) -> dict[tuple[str, int], str]:
    out: dict[tuple[str, int], str] = {}
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            name, face, text = json.loads(line)
            out[(name, face)] = text
    return out


def compare(old: Path, new: Path) -> int:
    a, b = _read(old), _read(new)
    differ = sorted(k for k in a.keys() & b.keys() if a[k] != b[k])
    only_old = sorted(a.keys() - b.keys())
    only_new = sorted(b.keys() - a.keys())
    for name, face in differ[:50]:
        print(f"differs: {name} (face {face})")
    for name, face in only_old[:20]:
        print(f"only in {old}: {name} (face {face})")
    for name, face in only_new[:20]:
        print(f"only in {new}: {name} (face {face})")
    print(f"{len(a.keys() & b.keys())} faces compared: {len(differ)} differ, "
          f"{len(only_old)} only before, {len(only_new)} only after")
    return 1 if differ or only_old or only_new else 0


def main(argv: list[str] | None = None) -> int:
    if os.environ.get("PYTHONHASHSEED") != "0":  # set orders must not depend on the run
        env = {**os.environ, "PYTHONHASHSEED": "0"}
        return subprocess.call([sys.executable, *sys.argv], env=env)
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    w = sub.add_parser("write", help="write the compiled abilities of every card")
    w.add_argument("file", type=Path)
    w.add_argument("--cards", help="card data file (default: the bundled database)")
    w.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    c = sub.add_parser("compare", help="list the faces whose abilities differ")
    c.add_argument("old", type=Path)
    c.add_argument("new", type=Path)
    args = p.parse_args(argv)
    if args.command == "write":
        return write(args.file, args.cards, max(1, args.workers))
    return compare(args.old, args.new)


if __name__ == "__main__":
    sys.exit(main())
