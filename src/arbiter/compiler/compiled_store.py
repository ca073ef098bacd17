"""The compiled text of cards kept on disk between runs (`arbiter.cache`), so that looking at
a card, or starting a game, does not build the compiler's grammar again.

One SQLite file per (code, card data): the abilities of each card face, pickled, under the
card's full name and the face's index. The file's name carries the code key and the card
data's key, so an entry is only ever read by the code that compiled it, from the same text.
Entries are written in batches (at exit, or when a batch is full): several processes may
share the file, and a write that fails is only a miss the next time.
"""

from __future__ import annotations

import atexit
import pickle
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from arbiter.cache import cached_file

if TYPE_CHECKING:
    from arbiter.cards.database import CardDatabase
    from arbiter.rules.abilities import Ability

#: Entries kept in memory before they are written.
BATCH = 500


class CompiledStore:
    """Abilities by (card name, face) in one cache file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._db: sqlite3.Connection | None = None
        self._pending: list[tuple[str, int, bytes]] = []
        self._broken = False
        atexit.register(self.flush)

    @classmethod
    def for_database(cls, db: CardDatabase) -> CompiledStore | None:
        """The store for this card data, or None (data made in memory, or caching off)."""
        if db.data_key is None:
            return None
        path = cached_file("compiled", db.data_key, ".sqlite")
        return cls(path) if path is not None else None

    def _connection(self) -> sqlite3.Connection | None:
        if self._db is None and not self._broken:
            try:
                self._db = sqlite3.connect(self.path, timeout=30, check_same_thread=False)
                self._db.execute("PRAGMA journal_mode=WAL")
                self._db.execute("CREATE TABLE IF NOT EXISTS faces (name TEXT, face INTEGER,"
                                 " abilities BLOB, PRIMARY KEY (name, face))")
            except sqlite3.Error:
                self._broken = True
                self._db = None
        return self._db

    def get(self, name: str, face: int) -> tuple[Ability, ...] | None:
        """The abilities stored for this card face, or None."""
        con = self._connection()
        if con is None:
            return None
        try:
            row = con.execute("SELECT abilities FROM faces WHERE name = ? AND face = ?",
                              (name, face)).fetchone()
            return pickle.loads(row[0]) if row else None
        except Exception:  # noqa: BLE001 - a damaged entry is only compiled again
            return None

    def put(self, name: str, face: int, abilities: tuple[Ability, ...]) -> None:
        """Keep these abilities (written with the next batch)."""
        if self._broken:
            return
        try:
            blob = pickle.dumps(abilities, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:  # noqa: BLE001 - what can't be pickled is simply not kept
            return
        self._pending.append((name, face, blob))
        if len(self._pending) >= BATCH:
            self.flush()

    def flush(self) -> None:
        """Write the pending entries."""
        if not self._pending:
            return
        pending, self._pending = self._pending, []
        con = self._connection()
        if con is None:
            return
        try:
            with con:
                con.executemany("INSERT OR REPLACE INTO faces VALUES (?, ?, ?)", pending)
        except sqlite3.Error:
            pass
