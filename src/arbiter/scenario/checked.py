"""Scenario documents checked against the format once (`scenario.schema`) and kept on disk
between runs (`arbiter.cache`), so that running a file or a question again doesn't build the
schema's pydantic models, a third of the start of `arbiter solve`.

`checked(file, doc, line_of)` is `schema.validate` with a memory: the document normalized
for the runner, found by the digest of the document exactly as it was read (its pickle: the
same values of the same types, `1` is not `1.0` nor `true`). Checking is a function of the
document, of Arbiter's code and of the validation library alone: the cache file's name
carries `code_key()` and a key of the installed pydantic and pydantic-core, so an entry is
only ever read by what made it. A document that fails is never kept: its error is found
again by the schema, with the same message. With the cache off everything is as before.
"""

from __future__ import annotations

import atexit
import hashlib
import importlib.util
import os
import pickle
import sqlite3
from pathlib import Path
from typing import Any

from arbiter.cache import bytes_key, cached_file


def checked(file: str, doc: Any, line_of: Any = None) -> dict[str, Any]:
    """The document checked against the format and normalized for the runner (see
    `schema.validate`); a ScenarioError naming `file` when it isn't valid."""
    store = _Store.open()
    key = _digest(doc) if store is not None else None
    if store is not None and key is not None:
        kept = store.get(key)
        if kept is not None:
            return kept
    from arbiter.scenario.schema import validate

    out = validate(file, doc, line_of)
    if store is not None and key is not None:
        store.put(key, out)
    return out


def _digest(doc: Any) -> bytes | None:
    """A digest of the document with its types (None: it can't be pickled)."""
    try:
        return hashlib.sha256(pickle.dumps(doc, protocol=pickle.HIGHEST_PROTOCOL)).digest()
    except Exception:  # noqa: BLE001 - a value pickle refuses: checked every time
        return None


def _library_key() -> str | None:
    """A key of the installed pydantic and pydantic-core (their files' sizes and times, as
    Python's bytecode cache checks a source), found without importing them; None when they
    aren't plain files (nothing is kept then)."""
    parts = []
    try:
        for name, files in (("pydantic", ("__init__.py", "version.py")),
                            ("pydantic_core", ("__init__.py", "core_schema.py"))):
            spec = importlib.util.find_spec(name)
            if spec is None or not spec.origin:
                return None
            folder = os.path.dirname(spec.origin)
            for file in files:
                st = os.stat(os.path.join(folder, file))
                parts.append(f"{name}/{file}|{st.st_size}|{st.st_mtime_ns}")
    except (OSError, ImportError, ValueError):
        return None
    return bytes_key("\n".join(parts).encode())


class _Store:
    """Normalized documents by digest in one SQLite file, written at exit."""

    #: The stores opened by this process, by file.
    _opened: dict[Path, _Store] = {}

    def __init__(self, path: Path) -> None:
        self.path = path
        self.pending: dict[bytes, bytes] = {}
        self._db: sqlite3.Connection | None = None
        atexit.register(self.flush)

    @classmethod
    def open(cls) -> _Store | None:
        """The store of the cache in use (None: caching is off or impossible)."""
        library = _library_key()
        try:
            path = cached_file("checked", library, ".sqlite") if library else None
        except OSError:
            return None
        if path is None:
            return None
        if path not in cls._opened:
            cls._opened[path] = cls(path)
        return cls._opened[path]

    def _connection(self) -> sqlite3.Connection:
        if self._db is None:
            self._db = sqlite3.connect(self.path, timeout=30, check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("CREATE TABLE IF NOT EXISTS documents (digest BLOB PRIMARY KEY,"
                             " normalized BLOB)")
        return self._db

    def get(self, key: bytes) -> dict[str, Any] | None:
        blob = self.pending.get(key)
        try:
            if blob is None:
                row = self._connection().execute(
                    "SELECT normalized FROM documents WHERE digest = ?", (key,)).fetchone()
                blob = row[0] if row else None
            out = pickle.loads(blob) if blob is not None else None
        except Exception:  # noqa: BLE001 - a damaged file or entry is only a miss
            return None
        return out if isinstance(out, dict) else None

    def put(self, key: bytes, out: dict[str, Any]) -> None:
        try:
            self.pending[key] = pickle.dumps(out, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:  # noqa: BLE001 - what can't be pickled is simply not kept
            pass

    def flush(self) -> None:
        """Write the documents checked since the last flush."""
        if not self.pending:
            return
        pending, self.pending = self.pending, {}
        try:
            con = self._connection()
            with con:
                con.executemany("INSERT OR REPLACE INTO documents VALUES (?, ?)",
                                pending.items())
        except sqlite3.Error:
            pass
