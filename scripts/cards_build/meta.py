"""What the built data is, said once in the file (``meta``): its sources with their dates,
how many cards, faces and incomplete cards it holds, how many of each kind, and the newest
set seen. `arbiter cards info` prints it.

No source carries set codes for cards printed after April 2022, so the newest set is told by
cards known to be in it: a set counts as seen when its marker cards are all there, and as
partly seen when some of its cards are there and others known to be in it are not
(``SOURCES.md`` lists both for The Hobbit).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from cards_build.sources import ATOMIC, FORGE, SOURCES

Record = dict[str, Any]

#: Recent sets, oldest first: (code, name, cards in it, cards of it the data may lack).
RECENT_SETS: tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("SOS", "Secrets of Strixhaven",
     ("Jadzi, Steward of Fate // Oracle's Gift", "Emeritus of Truce // Swords to Plowshares"),
     ()),
    ("MSH", "Marvel Super Heroes",
     ("Captain America, Super-Soldier", "Bruce Banner // The Incredible Hulk"), ()),
    ("HOB", "The Hobbit",
     ("Bilbo, Luckwearer // Burglar's Plot", "Bilbo, Thief in the Night"),
     ("Belladonna Took", "Bofur, Reliable Guardian")),
)
#: Layouts of cards that aren't played in a normal game (901, 904, 902).
SPECIAL_LAYOUTS = ("planar", "scheme", "vanguard")


def newest_set(names: set[str]) -> dict[str, Any]:
    """The newest of RECENT_SETS whose cards are all in `names`, and any newer one partly
    there."""
    seen: dict[str, Any] = {}
    for code, name, present, absent in RECENT_SETS:
        if not all(n in names for n in present):
            continue
        lacking = [n for n in absent if n not in names]
        if lacking:
            seen["partly"] = {"code": code, "name": name, "lacking": lacking}
        else:
            seen.update({"code": code, "name": name})
            seen.pop("partly", None)
    return seen


def describe(records: Iterable[Record], skipped: Mapping[str, str]) -> dict[str, Any]:
    """The ``meta`` block for these records."""
    records = list(records)
    by_source: Counter[str] = Counter()
    face_sources: Counter[str] = Counter()
    layouts: Counter[str] = Counter()
    for r in records:
        prov = r.get("provenance") or {}
        by_source[prov.get("source", "?")] += 1
        face_sources[prov.get("source", "?")] += 1
        for f in r["faces"][1:]:
            other = (prov.get("faces") or {}).get(f["name"])
            face_sources[other["source"] if other else prov.get("source", "?")] += 1
        if r.get("layout") in SPECIAL_LAYOUTS:
            layouts[r["layout"]] += 1
    counts = {
        "cards": len(records),
        "faces": sum(len(r["faces"]) for r in records),
        "incompleteCards": sum(1 for r in records if r.get("missingFaces")),
        "missingFaces": sum(len(r.get("missingFaces") or []) for r in records),
        "alchemy": sum(1 for r in records if r.get("isAlchemy")),
        "unset": sum(1 for r in records if r.get("isUnset")),
        "battles": sum(1 for r in records if "Battle" in r["faces"][0].get("types", [])),
        "battlesWithDefense": sum(1 for r in records if r["faces"][0].get("defense")),
        "inferred": sum(1 for r in records if (r.get("provenance") or {}).get("inferred")),
        "skipped": len(skipped),
        "cardsBySource": _known(by_source),
        "facesBySource": _known(face_sources),
        **{layout: layouts[layout] for layout in SPECIAL_LAYOUTS},
    }
    names = {r["name"] for r in records} | {f["name"] for r in records for f in r["faces"]}
    set_codes = sum(1 for r in records if (r.get("provenance") or {}).get("setCodesAsOf"))
    return {"sources": _supplied(counts, set_codes), "counts": counts,
            "newestSet": newest_set(names), "builtBy": "scripts/build_cards.py"}


def _supplied(counts: Mapping[str, Any], set_codes: int) -> list[dict[str, str]]:
    """SOURCES, each with what it supplied to this build in words ("supplied")."""
    out = []
    for s in SOURCES:
        cards = counts["cardsBySource"].get(s["id"], 0)
        faces = counts["facesBySource"].get(s["id"], 0)
        parts = [f"{cards:,} cards"] if cards else []
        if faces != cards:
            parts.append(f"{faces:,} {'other ' if not cards else ''}faces")
        if s["id"] == ATOMIC and set_codes:
            parts.append(f"the set codes of {set_codes:,} cards")
        if s["id"] == FORGE:
            parts.append(f"the defense of {counts['battlesWithDefense']} battles")
        out.append({**s, "supplied": ", ".join(parts)})
    return out


def _known(counter: Counter[str]) -> dict[str, int]:
    """Counts by source id; the seed list's Forge paths count as the seed list."""
    ids = {s["id"] for s in SOURCES}
    out: Counter[str] = Counter()
    for key, n in counter.items():
        out[key if key in ids else "arbiter-seed-list"] += n
    return dict(sorted(out.items()))
