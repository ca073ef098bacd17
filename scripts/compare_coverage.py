"""Compare how much of two card databases the compiler reads, on the cards they share.

`python scripts/compare_coverage.py NEW` compares the bundled database with the card file
NEW; `python scripts/compare_coverage.py OLD NEW` compares two card files (any format
`ARBITER_CARDS` accepts). Every card of both databases is compiled, each with its own
database's Oracle text, and the report lists:

- the cards both databases hold (matched by full name, case- and accent-insensitive);
- of those, the cards fully read before and not after, with the lines now unread (principle
  5: an unread line is an explicit unsupported part), and the cards read only after;
- line by line, where a shared card has as many faces and abilities in both: the abilities
  read before and not after (a card not fully read either way may still lose a line);
- each whole database's figures, as `arbiter cards coverage` counts them
  (`compiler/coverage.py`): cards fully read, and the static abilities that create
  continuous effects.

"Fully read" is the coverage report's: every line of every face compiles to abilities, none
unsupported. Each database is compiled in its own processes (`--workers`, default one per
CPU), since the grammar reads the card names of the database it runs on (201.2). The exit
status is 1 when a card fully read before is not after. `--json FILE` writes it all.

    python scripts/compare_coverage.py old/cards.json.gz /tmp/cards_2026.json.gz --show 100
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: A card's result: (fully read, face count, [(face name, unread line), ...], and each
#: face's abilities as (text, read) in order).
CardResult = tuple[bool, int, list[tuple[str, str]], list[list[tuple[str, bool]]]]
_MISMATCH = "(the card's definition doesn't match its text)"


def _use(cards: str | None) -> None:
    """Point this process at a card file (None: the bundled database)."""
    if cards:
        os.environ["ARBITER_CARDS"] = cards
    else:
        os.environ.pop("ARBITER_CARDS", None)


def _chunk(args: tuple[str | None, list[str], frozenset[str]]
           ) -> tuple[Any, dict[str, CardResult]]:
    """Compile `names` of one database: its coverage figures, and each shared card's result."""
    cards, names, shared = args
    _use(cards)
    from arbiter.cards.database import normalize_name
    from arbiter.compiler.catalog import Catalog
    from arbiter.compiler.coverage import measure
    from arbiter.rules.abilities import UnsupportedAbility

    catalog = Catalog()
    cov = measure(catalog, names=names)
    results: dict[str, CardResult] = {}
    for name in names:
        key = normalize_name(name)
        if key not in shared:
            continue
        record = catalog.record(name)
        unread: list[tuple[str, str]] = []
        faces: list[list[tuple[str, bool]]] = []
        for i, face in enumerate(record.faces):
            try:
                abilities = catalog.abilities(record.name, i)
            except (ValueError, KeyError):
                unread.append((face.name, _MISMATCH))
                faces.append([(_MISMATCH, False)])
                continue
            unread += [(face.name, a.text) for a in abilities
                       if isinstance(a, UnsupportedAbility)]
            faces.append([(a.text, not isinstance(a, UnsupportedAbility)) for a in abilities])
        results[key] = (not unread, len(record.faces), unread, faces)
    return cov, results


def _names(cards: str | None) -> list[str]:
    from arbiter.cards.database import CardDatabase

    db = CardDatabase.from_path(cards) if cards else CardDatabase.bundled()
    return list(db)


@dataclass
class Side:
    """One database's compiled results."""

    label: str
    names: list[str]
    coverage: Any = None
    cards: dict[str, CardResult] = field(default_factory=dict)


def _compile(side: Side, cards: str | None, shared: frozenset[str], workers: int) -> None:
    chunks = [(cards, side.names[i::workers], shared) for i in range(workers)]
    # spawn: each worker starts clean, so nothing cached for another database is inherited
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(workers, mp_context=ctx) as pool:
        parts = list(pool.map(_chunk, chunks))
    from arbiter.compiler.coverage import merge

    side.coverage = merge([cov for cov, _ in parts])
    for _, results in parts:
        side.cards.update(results)


def _share(k: int, n: int) -> str:
    return f"{k:,} of {n:,} ({100 * k / n:.1f}%)" if n else "0 of 0"


def report(old: Side, new: Side, shared: frozenset[str], show: int) -> dict[str, Any]:
    lost = sorted(k for k in shared if old.cards[k][0] and not new.cards[k][0])
    gained = sorted(k for k in shared if new.cards[k][0] and not old.cards[k][0])
    faces_differ = sorted(k for k in shared if old.cards[k][1] != new.cards[k][1])
    display = {**{_key(n): n for n in old.names}, **{_key(n): n for n in new.names}}
    old_read = sum(old.cards[k][0] for k in shared)
    new_read = sum(new.cards[k][0] for k in shared)
    print(f"before: {old.label} ({len(old.names):,} cards)")
    print(f"after:  {new.label} ({len(new.names):,} cards)")
    print(f"\ncards in both: {len(shared):,} ({len(faces_differ):,} with a different number "
          "of faces)")
    print(f"  fully read before: {_share(old_read, len(shared))}")
    print(f"  fully read after:  {_share(new_read, len(shared))}")
    print(f"  lost (fully read before, not after): {len(lost):,}")
    print(f"  gained (fully read after, not before): {len(gained):,}")
    lines_lost, lines_gained, paired = _abilities_compared(old, new, shared)
    print(f"  abilities paired by position (same faces, same number of abilities): {paired:,};"
          f" read before, not after: {len(lines_lost):,}; read after, not before: "
          f"{len(lines_gained):,}")
    for title, side in (("before", old), ("after", new)):
        d = side.coverage.as_dict(0)
        print(f"\nwhole database {title}: fully read {_share(d['fully_read'], d['cards'])}; "
              "static abilities that create continuous effects "
              f"{_share(d['static_continuous_read'], d['static_continuous_lines'])}")
    if lost:
        print("\nlost: fully read before, unread after (the lines now unread):")
        for k in lost:
            print(f"  {display[k]}")
            for face, text in new.cards[k][2]:
                print(f"      [{face}] {text}")
    if lines_lost:
        print(f"\nabilities read before, not after ({min(show, len(lines_lost))} of "
              f"{len(lines_lost)} shown):")
        for k, before, after in lines_lost[:show]:
            print(f"  {display[k]}: {after}\n      (was: {before})")
    if gained:
        print(f"\ngained: fully read after, not before ({min(show, len(gained))} of "
              f"{len(gained)} shown, with the lines unread before):")
        for k in gained[:show]:
            print(f"  {display[k]}")
            for face, text in old.cards[k][2]:
                print(f"      [{face}] {text}")
    return {
        "before": {"source": old.label, "coverage": old.coverage.as_dict(40)},
        "after": {"source": new.label, "coverage": new.coverage.as_dict(40)},
        "shared": len(shared), "shared_fully_read_before": old_read,
        "shared_fully_read_after": new_read, "faces_differ": [display[k] for k in faces_differ],
        "lost": {display[k]: new.cards[k][2] for k in lost},
        "gained": {display[k]: old.cards[k][2] for k in gained},
        "abilities_lost": [[display[k], b, a] for k, b, a in lines_lost],
        "abilities_gained": [[display[k], b, a] for k, b, a in lines_gained],
    }


def _abilities_compared(old: Side, new: Side, shared: frozenset[str]
                        ) -> tuple[list[tuple[str, str, str]], list[tuple[str, str, str]], int]:
    """Abilities paired by position where a shared card has as many faces, and each face as
    many abilities, in both databases: (card, text before, text after) of those read before
    and not after, those read after and not before, and how many were paired."""
    lost: list[tuple[str, str, str]] = []
    gained: list[tuple[str, str, str]] = []
    paired = 0
    for k in sorted(shared):
        a, b = old.cards[k][3], new.cards[k][3]
        if len(a) != len(b) or any(len(x) != len(y) for x, y in zip(a, b, strict=True)):
            continue
        for fa, fb in zip(a, b, strict=True):
            for (ta, ra), (tb, rb) in zip(fa, fb, strict=True):
                paired += 1
                if ra and not rb:
                    lost.append((k, ta, tb))
                elif rb and not ra:
                    gained.append((k, ta, tb))
    return lost, gained, paired


def _key(name: str) -> str:
    from arbiter.cards.database import normalize_name

    return normalize_name(name)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("files", nargs="+", metavar="CARDS",
                   help="NEW (compared with the bundled database), or OLD NEW")
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    p.add_argument("--show", type=int, default=50,
                   help="how many gained cards to list (every lost card is listed)")
    p.add_argument("--json", type=Path, help="also write the full comparison as JSON here")
    args = p.parse_args(argv)
    if len(args.files) > 2:
        p.error("give NEW, or OLD NEW")
    old_file, new_file = (None, *args.files) if len(args.files) == 1 else args.files
    old = Side(old_file or "bundled", _names(old_file))
    new = Side(new_file, _names(new_file))
    shared = frozenset({_key(n) for n in old.names} & {_key(n) for n in new.names})
    workers = max(1, args.workers)
    _compile(old, old_file, shared, workers)
    _compile(new, new_file, shared, workers)
    data = report(old, new, shared, args.show)
    if args.json:
        args.json.write_text(json.dumps(data, indent=1, ensure_ascii=False), encoding="utf-8")
    return 1 if data["lost"] else 0


if __name__ == "__main__":
    sys.exit(main())
