"""Deck lists: one "<count> <card name>" per line; blank lines and lines starting with "#"
or "//" are ignored; a line "Sideboard" ends the main deck. Card names are checked against
the card database (an unknown name lists the nearest ones), counts are 1 to `MAX_COPIES`.

A deck file is read only if it is a regular UTF-8 text file of at most `MAX_BYTES`
(`arbiter.userfile`: a directory or a named pipe is refused before it is opened); every
problem is one `DeckError` naming the file (and the line)."""

from __future__ import annotations

import os
import re
from importlib import resources
from pathlib import Path

from arbiter.cards.database import CardDatabase, UnknownCardError
from arbiter.userfile import MIB, UserFileError, read_text

_LINE = re.compile(r"^(\d+)x?\s+(.+?)\s*$")
MAX_BYTES = MIB
#: Copies of one card on a line, and cards in a deck: far above any real deck.
MAX_COPIES = 1000
MAX_CARDS = 10_000


class DeckError(ValueError):
    """A deck list that can't be read; the message names the file, the line and the problem."""


def parse_deck(text: str, source: str = "<deck>", db: CardDatabase | None = None) -> list[str]:
    db = db or CardDatabase.default()
    cards: list[str] = []
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        if line.lower() in ("sideboard", "sideboard:"):
            break
        m = _LINE.match(line)
        if not m:
            raise DeckError(f"{source}: line {n}: expected '<count> <card name>', got {line!r}")
        count, name = int(m.group(1)), m.group(2)
        if not 1 <= count <= MAX_COPIES:
            raise DeckError(f"{source}: line {n}: the count must be from 1 to {MAX_COPIES}, "
                            f"got {count}")
        try:
            record = db.get(name)
        except UnknownCardError as e:
            raise DeckError(f"{source}: line {n}: {e}") from None
        cards.extend([record.name] * count)
        if len(cards) > MAX_CARDS:
            raise DeckError(f"{source}: line {n}: more than {MAX_CARDS:,} cards in the deck")
    if not cards:
        raise DeckError(f"{source}: the deck has no cards")
    return cards


def load_deck(path_or_name: str, db: CardDatabase | None = None) -> list[str]:
    """A deck file, or the name of a bundled sample deck (see `sample_decks`)."""
    path = Path(path_or_name)
    if os.path.lexists(path):
        try:
            text = read_text(path, MAX_BYTES)
        except UserFileError as e:
            raise DeckError(f"{path}: {e}") from None
        return parse_deck(text, str(path), db)
    samples = sample_decks()
    if path_or_name in samples:
        return parse_deck(samples[path_or_name], path_or_name, db)
    raise DeckError(f"{path_or_name}: no such deck file or sample deck "
                    f"(samples: {', '.join(sorted(samples))})")


def sample_decks() -> dict[str, str]:
    """The bundled sample decks by name."""
    base = resources.files("arbiter.decks") / "data"
    return {p.name.removesuffix(".txt"): p.read_text(encoding="utf-8")
            for p in base.iterdir() if p.name.endswith(".txt")}
