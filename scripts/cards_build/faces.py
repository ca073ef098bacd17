"""One face of a card, from each source's shape, in the built format's shape.

Colors (202.2): the colored symbols of the face's mana cost, plus its color indicator (204).
Mana value (202.3): the total of the face's mana cost (X counts 0, 202.3e; a hybrid symbol
its largest part, 202.3f; a Phyrexian symbol 1, 202.3g); the values that come from another
face (202.3b back faces, 202.3c melded permanents, 710.1c flip cards) are set by `records`.
Loyalty costs are written the MTGJSON way, ``[+1]:`` and ``[−2]:`` (U+2212), whatever the
source (Scryfall writes ``+1:``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from arbiter.cards.mana import ManaCost
from arbiter.cards.typeline import OBSOLETE_TYPES, parse_type_line

Face = dict[str, Any]
WUBRG = "WUBRG"
#: A planeswalker loyalty ability written Scryfall's way: "+1: ", "−2: ", "0: ", "−X: ".
_SCRYFALL_LOYALTY = re.compile(r"^([+\u2212-]?(?:\d+|X)): ", re.MULTILINE)


def bracket_loyalty(text: str | None) -> str | None:
    """606: loyalty abilities in MTGJSON's notation (``+1:`` -> ``[+1]:``, ``-2`` -> U+2212)."""
    if not text:
        return text
    return _SCRYFALL_LOYALTY.sub(lambda m: f"[{m.group(1).replace('-', chr(0x2212))}]: ", text)


def modern_type_line(line: str) -> str:
    """The type line with obsolete card type words replaced (Tribal -> Kindred)."""
    left, dash, right = line.partition(" \u2014 ")
    return " ".join(OBSOLETE_TYPES.get(w, w) for w in left.split(" ")) + dash + right


def ordered(letters: set[str] | list[str] | tuple[str, ...]) -> list[str]:
    """Color letters in WUBRG order (105.1)."""
    return [c for c in WUBRG if c in letters]


def cost_colors(cost: str | None) -> list[str]:
    """202.2: the colors of the colored, hybrid and Phyrexian symbols of a mana cost."""
    parsed = ManaCost.parse(cost)
    return ordered({c.symbol for c in parsed.colors}) if parsed else []


def cost_value(cost: str | None) -> int:
    """202.3 (202.3a: no mana cost is 0). Raises ValueError for a cost Arbiter can't read."""
    parsed = ManaCost.parse(cost)
    return parsed.mana_value if parsed else 0


def from_mtgjson(rec: Mapping[str, Any], name: str | None = None) -> Face:
    """A face of an MTGJSON-shaped record (the 2026 corpus, the 2022 atomic file)."""
    return {
        "name": name or rec["name"],
        "manaCost": rec.get("manaCost") or None,
        "type": modern_type_line(rec.get("type") or ""),
        "supertypes": list(rec.get("supertypes") or []),
        "types": [OBSOLETE_TYPES.get(t, t) for t in rec.get("types") or []],
        "subtypes": list(rec.get("subtypes") or []),
        "text": rec.get("text"),
        "power": rec.get("power"),
        "toughness": rec.get("toughness"),
        "loyalty": rec.get("loyalty"),
        "defense": rec.get("defense"),
    }


def from_scryfall(face: Mapping[str, Any]) -> Face:
    """A face of a Scryfall card object (``card_faces[]``). Raises ValueError for a type line
    that isn't a Magic type line."""
    line = modern_type_line(face.get("type_line") or "")
    supertypes, types, subtypes = parse_type_line(line)
    return {
        "name": face["name"],
        "manaCost": face.get("mana_cost") or None,
        "type": line,
        "supertypes": list(supertypes),
        "types": list(types),
        "subtypes": list(subtypes),
        "text": bracket_loyalty(face.get("oracle_text")),
        "power": face.get("power"),
        "toughness": face.get("toughness"),
        "loyalty": face.get("loyalty"),
        "defense": face.get("defense"),
    }


def finish(face: Face, indicator: list[str] | None, side: str | None) -> Face:
    """Add colors (202.2, 204), the face's own mana value (202.3) and its side; drop empty
    values. Raises ValueError (naming the cost) for a mana cost Arbiter can't read."""
    out = dict(face)
    out["colorIndicator"] = ordered(indicator) if indicator else None
    out["colors"] = ordered(set(cost_colors(face.get("manaCost"))) | set(indicator or ()))
    out["manaValue"] = cost_value(face.get("manaCost"))
    out["side"] = side
    return {k: v for k, v in out.items() if v is not None and v != [] and v != ""}
