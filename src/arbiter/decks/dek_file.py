"""MTGO's .dek deck files: XML, one element per card,
`<Cards CatID="..." Quantity="4" Sideboard="false" Name="Lightning Bolt" />`, the sideboard
marked by Sideboard="true". Read with the standard library's XML parser (expat, which refuses
entity-expansion bombs), from a file already limited in size (`arbiter.userfile`)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from arbiter.decks.text_list import Entry, ListError


def looks_like_dek(text: str) -> bool:
    head = text.lstrip()[:200].lower()
    return head.startswith("<?xml") or head.startswith("<deck")


def read_dek(text: str) -> list[Entry]:
    """The card elements of a .dek file as entries (main deck or sideboard)."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        raise ListError(f"not a readable .dek XML file ({e})") from None
    if root.tag != "Deck":
        raise ListError(f"a .dek file's root element is <Deck>, got <{root.tag}>")
    entries: list[Entry] = []
    for i, el in enumerate(root.iter("Cards"), 1):
        name, qty = el.get("Name"), el.get("Quantity", "")
        if not name or not qty.isdigit():
            raise ListError(f"<Cards> element {i}: needs Name and a whole-number Quantity, "
                            f"got Name={name!r} Quantity={qty!r}")
        side = el.get("Sideboard", "false").strip().lower()
        if side not in ("true", "false"):
            raise ListError(f"<Cards> element {i} ({name}): Sideboard is true or false, "
                            f"got {side!r}")
        entries.append(Entry(i, "sideboard" if side == "true" else "main", int(qty), name,
                             None))
    return entries


__all__ = ["looks_like_dek", "read_dek"]
