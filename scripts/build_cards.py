"""Build Arbiter's card data (``arbiter-cards`` format, version 2) from the reference data.

Usage::

    python scripts/build_cards.py --out src/arbiter/cards/data/cards.json.gz [--ref DIR]

Sources, newest text first (``../shared/reference/SOURCES.md``): the MTGJSON Oracle data of
mid-2026, Scryfall's of 2025-09-25 for the other faces of multi-face cards, MTGJSON 2022 for
set codes, color indicators and the cards the newer sources lack, Forge's battle defense, and
the seed list (``cards.json``) for Midnight Hunt collector numbers and the Role tokens. How
each is used: ``scripts/cards_build/records.py``.

The output is deterministic (sorted keys and records, compact JSON, gzip with mtime 0 and no
file name), so a rebuild gives identical bytes. The reference files are read only here,
never at run time. ``--status FILE`` appends a line saying what was built.
"""

from __future__ import annotations

import argparse
import gzip
import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "scripts"))

from cards_build.meta import describe  # noqa: E402
from cards_build.records import Builder  # noqa: E402
from cards_build.sources import CORPUS_FILE, load  # noqa: E402

from arbiter.cards.formats import dump_records  # noqa: E402

DEFAULT_REF = [ROOT.parent / "shared" / "reference", Path("/work/shared/reference")]


def build(ref: Path) -> tuple[bytes, dict[str, object]]:
    """The gzipped card file and its meta block."""
    builder = Builder(load(ref))
    records = builder.build()
    meta = describe(records, builder.skipped)
    body = dump_records(records, meta=meta, skipped=builder.skipped)
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
        gz.write(body)
    return buf.getvalue(), meta


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--out", required=True, type=Path,
                        help="where to write the card file (the package's is "
                             "src/arbiter/cards/data/cards.json.gz)")
    parser.add_argument("--ref", type=Path, help="the reference directory "
                        "(default: ../shared/reference)")
    parser.add_argument("--status", type=Path, help="append a one-line summary to this file")
    parser.add_argument("--note", default="", help="what changed, for the status line")
    args = parser.parse_args(argv)
    cands = [args.ref] if args.ref else DEFAULT_REF
    ref = next((p for p in cands if (p / CORPUS_FILE).exists()), None)
    if ref is None:
        print(f"reference directory with {CORPUS_FILE} not found; pass --ref DIR",
              file=sys.stderr)
        return 1
    data, meta = build(ref)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_bytes(data)
    counts = meta["counts"]
    assert isinstance(counts, dict)
    summary = (f"{counts['cards']:,} cards, {counts['faces']:,} faces, "
               f"{counts['incompleteCards']} incomplete, {counts['skipped']} skipped; "
               f"{len(data):,} bytes")
    print(f"wrote {args.out}: {summary}")
    if args.status:
        with args.status.open("a", encoding="utf-8") as fh:
            fh.write(f"{summary}{' - ' + args.note if args.note else ''}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
