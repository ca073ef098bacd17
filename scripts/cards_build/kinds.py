"""Which cards are digital-only Alchemy cards and which are Un-cards (``isAlchemy``,
``isUnset``). Planes, phenomena, schemes and vanguards are told apart by their layout.

No source says so directly (the 2026 corpus keeps neither set codes nor MTGJSON's
``isFunny``), so the build decides from what the sources show:

- **Alchemy.** A rebalanced card's name starts with "A-". An Alchemy original isn't legal
  in Commander (so not in the Scryfall source) and either uses a digital-only instruction
  ("perpetually", "conjure", "seek", "specialize", "intensity", "double team",
  "incorporate", "heist") or was first printed in an Alchemy set (codes "Y22", "YMID", ...).
- **Un-cards.** Neither the 2022 MTGJSON file (which left Un-cards out) nor the Scryfall
  source (Commander-legal cards only) has them, and they were first printed in an Un-set or
  playtest set: UGL, UNH, UST, UND, UNF (its acorn cards), the Un-cards of The List, the
  Mystery Booster playtest cards (CMB1, CMB2), the holiday cards (HHO) and similar promos.

"First printed in" is read from the corpus's order: it keeps each card from the first set
that has it, sets in alphabetical order of their codes, so a card lies between cards of the
2022 file whose first sets bracket its own. A card that neither older source has and that
lies between, say, Urza's Legacy (ULG) and Urza's Saga (USG) was first printed in a set whose
code sorts between those: UNF, UNH, UND or The List's Un-cards. The windows are below.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Mapping, Sequence
from typing import Any

#: Digital-only instructions and keywords (Alchemy); no paper card uses these words.
_DIGITAL = re.compile(r"\b(perpetually|conjures?|seeks?|specializes?|intensity|intensif(?:y|ies)"
                      r"|double team|incorporates?|heist)\b", re.IGNORECASE)

#: (lower bound, upper bound, kind): an unknown card whose bracketing first sets both lie
#: within the bounds was first printed in a set of that kind. Un-sets: UGL (between UDS and
#: ULG), the List's Un-cards (ULG-UMA), UND/UNF/UNH/UNK (UMA-USG), UST (USG-VIS). Alchemy:
#: the Y sets (XLN-ZEN).
RANGES: tuple[tuple[str, str, str], ...] = (("UDS", "VIS", "unset"), ("XLN", "ZEN", "alchemy"))
#: Exact brackets of Un-card runs elsewhere: the Mystery Booster playtest cards (CMB1, CMB2
#: between CMA and CMD), the holiday cards (HHO; its neighbours' first sets are THB and HML),
#: the Un-promos of PAL03 and of Unfinity's events (PUMA-PVAN).
EXACT: dict[tuple[str, str], str] = {
    ("CMA", "CMD"): "unset", ("THB", "HML"): "unset", ("PAL02", "PAL04"): "unset",
    ("PUMA", "PVAN"): "unset",
}


def _window(lo: str, hi: str) -> str | None:
    if (lo, hi) in EXACT:
        return EXACT[(lo, hi)]
    for low, high, kind in RANGES:
        if low <= lo < hi <= high:
            return kind
    return None


def classify(corpus: Sequence[Mapping[str, Any]], atomic: Mapping[str, Mapping[str, Any]],
             scryfall: Mapping[str, Any]) -> dict[str, set[str]]:
    """Full card name -> {"alchemy"} / {"unset"} for the corpus cards of those kinds."""
    anchors: list[int] = []
    first_sets: list[str] = []
    for i, rec in enumerate(corpus):
        old = atomic.get(rec["name"])
        if old and old.get("setCodes"):
            anchors.append(i)
            first_sets.append(min(old["setCodes"]))
    out: dict[str, set[str]] = {}
    for i, rec in enumerate(corpus):
        name = rec["name"]
        kinds: set[str] = set()
        if name.startswith("A-"):
            kinds.add("alchemy")
        elif name not in atomic and name not in scryfall and rec.get("face") != "back":
            if _DIGITAL.search(rec.get("text") or ""):
                kinds.add("alchemy")
            k = bisect.bisect_left(anchors, i)
            lo = first_sets[k - 1] if k else ""
            hi = first_sets[k] if k < len(anchors) else "~"
            kind = _window(lo, hi)
            if kind:
                kinds.add(kind)
        if kinds:
            out[name] = kinds
    return out
