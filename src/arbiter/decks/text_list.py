"""Deck lists as text, in the forms players export them:

- plain: "<count> <card name>" a line ("4x Name" too); "#" and "//" lines are comments;
- MTGO .txt: the main deck, a blank line, then the sideboard (no headers);
- Arena export: header lines "Deck", "Sideboard", "Commander", "Companion" (and "About" with
  its "Name ..." line), card lines with the set and collector number: "4 Opt (XLN) 65".

A header puts the lines after it into that part; without headers, two groups of card lines
separated by blank lines are the main deck and the sideboard (MTGO), and more than two is
refused as ambiguous rather than guessed (a sideboard silently merged into the main deck, or
a main deck split in two, would be a wrong deck)."""

from __future__ import annotations

import re
from dataclasses import dataclass

_CARD = re.compile(r"^(\d+)x?\s+(.+?)\s*$")
#: Arena's "(SET) 123" after the name (set codes like XLN, PLST, 30A; numbers like 65, 12a).
_PRINTING = re.compile(r"^(.+?)\s+\(([A-Za-z0-9]{2,6})\)(?:\s+[A-Za-z0-9★-]+)?$")
_HEADERS = {"deck": "main", "main": "main", "maindeck": "main", "main deck": "main",
            "sideboard": "sideboard", "commander": "commander", "companion": "companion",
            "about": "about"}


class ListError(ValueError):
    """A line that isn't a card line or a header (the message names the line)."""


@dataclass(frozen=True)
class Entry:
    """One card line: its part of the deck, count, name as written, and the name without an
    Arena printing suffix (None when the line has none)."""

    line: int
    section: str
    count: int
    name: str
    bare_name: str | None


def read_entries(text: str) -> tuple[str, list[Entry]]:
    """The form of the list ("plain", "mtgo" or "arena") and its card lines."""
    headed = any(_header(ln) for ln in text.splitlines())
    entries: list[Entry] = []
    section = "main"
    groups = 0  # groups of card lines separated by blank lines (headerless lists)
    after_blank = True
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            after_blank = True
            continue
        if line.startswith(("#", "//")):
            continue
        header = _header(line)
        if header:
            section = header
            continue
        if section == "about":  # Arena's "About / Name My Deck": not cards
            continue
        m = _CARD.match(line)
        if not m:
            raise ListError(f"line {n}: expected '<count> <card name>' or a header "
                            f"(Deck, Sideboard, Commander, Companion), got {line!r}")
        if not headed and after_blank:
            groups += 1
            if groups == 3:
                raise ListError(
                    f"line {n}: a third group of cards after a blank line; a list without "
                    "headers is read as main deck, blank line, sideboard (MTGO). Put a line "
                    "'Sideboard' before the sideboard, or remove the blank lines")
        after_blank = False
        name = m.group(2)
        p = _PRINTING.match(name)
        part = section if headed else ("main" if groups <= 1 else "sideboard")
        entries.append(Entry(n, part, int(m.group(1)), name, p.group(1) if p else None))
    arena = headed and any(e.bare_name for e in entries)
    form = "arena" if arena or (headed and _only_arena_headers(text)) else (
        "mtgo" if groups == 2 else "plain")
    return form, entries


def _header(line: str) -> str | None:
    word = line.strip().rstrip(":").strip().lower()
    return _HEADERS.get(word)


def _only_arena_headers(text: str) -> bool:
    return any(_header(ln) in ("main", "about", "commander", "companion")
               for ln in text.splitlines())


__all__ = ["Entry", "ListError", "read_entries"]
