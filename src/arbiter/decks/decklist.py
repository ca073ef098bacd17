"""Reading deck lists (`decks/text_list.py` for the text forms, `decks/dek_file.py` for
MTGO's .dek XML) into a `Deck`: card names are checked against the card database (an
unknown name lists the nearest ones), counts are 1 to `MAX_COPIES`, and the sideboard,
commander and companion are kept apart from the main deck (100.4a, 103.2a).

A deck file is read only if it is a regular UTF-8 text file of at most `MAX_BYTES`
(`arbiter.userfile`: a directory or a named pipe is refused before it is opened); every
problem is one `DeckError` naming the file (and the line)."""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

from arbiter.cards.database import CardDatabase, UnknownCardError
from arbiter.decks.deck import Deck
from arbiter.decks.dek_file import looks_like_dek, read_dek
from arbiter.decks.text_list import Entry, ListError, read_entries
from arbiter.userfile import MIB, UserFileError, read_text

MAX_BYTES = MIB
#: Copies of one card on a line, and cards in a deck: far above any real deck.
MAX_COPIES = 1000
MAX_CARDS = 10_000


class DeckError(ValueError):
    """A deck list that can't be read; the message names the file, the line and the problem."""


def read_deck(text: str, source: str = "<deck>", db: CardDatabase | None = None) -> Deck:
    """A deck list in any of the forms read here (plain, MTGO .txt, Arena, MTGO .dek)."""
    db = db or CardDatabase.default()
    try:
        if looks_like_dek(text):
            form, entries = "dek", read_dek(text)
        else:
            form, entries = read_entries(text)
    except ListError as e:
        raise DeckError(f"{source}: {e}") from None
    deck = Deck(source=source, form=form)
    where = "element" if form == "dek" else "line"
    total = 0
    for e in entries:
        if not 1 <= e.count <= MAX_COPIES:
            raise DeckError(f"{source}: {where} {e.line}: the count must be from 1 to "
                            f"{MAX_COPIES}, got {e.count}")
        name = _card_name(db, e, f"{source}: {where} {e.line}")
        deck.part(e.section).extend([name] * e.count)
        total += e.count
        if total > MAX_CARDS:
            raise DeckError(f"{source}: {where} {e.line}: more than {MAX_CARDS:,} cards")
    if not deck.main:
        raise DeckError(f"{source}: the deck has no cards" if not total else
                        f"{source}: the main deck has no cards ({deck.summary()})")
    return deck


def _card_name(db: CardDatabase, e: Entry, where: str) -> str:
    """The database's name for the line's card: as written, else without Arena's printing
    suffix, else MTGO's "Fire/Ice" as "Fire // Ice"."""
    tries = [e.name]
    if e.bare_name:
        tries.append(e.bare_name)
    tries += [t.replace("/", " // ") for t in list(tries) if "/" in t and "//" not in t]
    for name in tries:
        if name in db:
            return db.get(name).name
    try:
        return db.get(tries[-1]).name
    except UnknownCardError as err:
        raise DeckError(f"{where}: {err}") from None


def parse_deck(text: str, source: str = "<deck>", db: CardDatabase | None = None) -> list[str]:
    """The main deck of a deck list (the sideboard and the rest kept out of it)."""
    return read_deck(text, source, db).main


def load_deck_file(path_or_name: str, db: CardDatabase | None = None) -> Deck:
    """A deck file, or the name of a bundled sample deck (see `sample_decks`)."""
    path = Path(path_or_name)
    if os.path.lexists(path):
        try:
            text = read_text(path, MAX_BYTES)
        except UserFileError as e:
            raise DeckError(f"{path}: {e}") from None
        return read_deck(text, str(path), db)
    samples = sample_decks()
    if path_or_name in samples:
        return read_deck(samples[path_or_name], path_or_name, db)
    raise DeckError(f"{path_or_name}: no such deck file or sample deck "
                    f"(samples: {', '.join(sorted(samples))})")


def load_deck(path_or_name: str, db: CardDatabase | None = None) -> list[str]:
    """The main deck of a deck file or sample deck."""
    return load_deck_file(path_or_name, db).main


def sample_decks() -> dict[str, str]:
    """The bundled sample decks by name."""
    base = resources.files("arbiter.decks") / "data"
    return {p.name.removesuffix(".txt"): p.read_text(encoding="utf-8")
            for p in base.iterdir() if p.name.endswith(".txt")}
