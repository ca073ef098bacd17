"""Build ``src/arbiter/cards/data/cards.json.gz`` from the reference card data.

Usage: ``python scripts/build_cards.py [reference_dir]``.

Records from ``cards.json`` (seed + Innistrad: Midnight Hunt, current wording) win; the atomic
MTGJSON 2022 file supplies every other name. Output is deterministic: sorted keys and records,
compact JSON, gzip with mtime=0, so a rebuild gives identical bytes. The reference files are
read only here, never at run time.
"""

from __future__ import annotations

import gzip
import io
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from arbiter.cards.formats import dump_records, records_from_reference  # noqa: E402

OUT = ROOT / "src" / "arbiter" / "cards" / "data" / "cards.json.gz"
DEFAULT_REF = [ROOT.parent / "shared" / "reference", Path("/work/shared/reference")]


def _load(path: Path) -> list[dict[str, Any]]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rb") as fh:
        data = json.load(fh)
    return data if isinstance(data, list) else list(data.get("data") or data.get("cards"))


def build(ref: Path) -> bytes:
    seed = records_from_reference(_load(ref / "cards.json"))
    names = {r["name"] for r in seed}
    face_names = {f["name"] for r in seed for f in r["faces"]}
    extra = [
        r for r in records_from_reference(_load(ref / "atomic_mtgjson_2022-04-25.json.gz"))
        if r["name"] not in names and r["name"] not in face_names
    ]
    for r in extra:
        r.setdefault("provenance", {}).setdefault(
            "source", "mtgjson-5.2.0+20220425 atomic (AUTRE04216/jsonSets)"
        )
        r["provenance"].setdefault("oracleAsOf", "2022-04-25")
    body = dump_records(seed + extra)
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
        gz.write(body)
    print(f"{len(seed)} records from cards.json, {len(extra)} from the atomic file")
    return buf.getvalue()


def main(argv: list[str]) -> None:
    cands = [Path(argv[1])] if len(argv) > 1 else DEFAULT_REF
    ref = next((p for p in cands if (p / "cards.json").exists()), None)
    if ref is None:
        raise SystemExit("reference directory with cards.json not found; pass its path")
    data = build(ref)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(data)
    print(f"wrote {OUT} ({len(data):,} bytes)")


if __name__ == "__main__":
    main(sys.argv)
