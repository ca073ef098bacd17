"""Arbiter's cache on disk: work done once and kept between runs (the bundled card data
decoded, the cards' text compiled), so that a command like `arbiter card NAME` answers
without building the compiler's grammar.

A cached result is only ever used by the very code and card data that made it: every file
name carries `code_key()`, a hash of the content of all of Arbiter's source files (and the
Python version, for pickle), and a key of the card data. Anything changed means other names,
so a stale entry can't be read; old files are pruned. The cache is an optimisation only: if
its directory can't be written, or ``ARBITER_CACHE=off``, everything is computed as before.

``ARBITER_CACHE``: a directory to use instead of the user cache directory (platformdirs), or
``off``.
"""

from __future__ import annotations

import hashlib
import os
import sys
from functools import cache
from pathlib import Path

ENV_VAR = "ARBITER_CACHE"
#: How many files of one kind (one prefix) are kept: several checkouts of Arbiter may share
#: the directory, each with its own code key.
KEEP = 6


def cache_dir() -> Path | None:
    """The directory to cache in (created), or None when caching is off or impossible."""
    setting = os.environ.get(ENV_VAR, "")
    if setting.strip().lower() in {"off", "0", "no", "false"}:
        return None
    if setting:
        path = Path(setting).expanduser()
    else:
        from platformdirs import user_cache_dir

        path = Path(user_cache_dir("arbiter", appauthor=False))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return path if os.access(path, os.W_OK) else None


@cache
def code_key() -> str:
    """A key of every source file of the package (its path, size and modification time, as
    Python's own bytecode cache checks a source file) and of the Python version: what a
    cached result depends on besides the card data."""
    root = os.path.dirname(os.path.abspath(__file__))
    start = len(root) + 1
    files: list[str] = []
    folders = [root]
    while folders:  # os.scandir: one stat per source file, no more
        with os.scandir(folders.pop()) as entries:
            for entry in entries:
                if entry.name.endswith(".py"):
                    st = entry.stat()
                    files.append(f"{entry.path[start:]}|{st.st_size}|{st.st_mtime_ns};")
                elif entry.name != "__pycache__" and entry.is_dir():
                    folders.append(entry.path)
    files.sort()
    return hashlib.sha256("".join([sys.version, *files]).encode()).hexdigest()[:20]


def cached_file(prefix: str, data_key: str, suffix: str) -> Path | None:
    """The cache file for `prefix` (a kind of result) made by this code from the data keyed
    `data_key`; None when caching is off. Files of the same kind made by other code or from
    other data are pruned, the newest few kept (with their companion files: any suffix)."""
    folder = cache_dir()
    if folder is None:
        return None
    path = folder / f"{prefix}-{code_key()}-{data_key}{suffix}"
    if not path.exists():
        _prune(folder, prefix)
    return path


def _prune(folder: Path, prefix: str) -> None:
    """Keep the files of the `KEEP - 1` newest keys of this kind (a new one is coming)."""
    try:
        newest: dict[str, float] = {}
        files: dict[str, list[Path]] = {}
        for path in folder.glob(f"{prefix}-*"):
            stem = path.name.split(".", 1)[0]
            files.setdefault(stem, []).append(path)
            newest[stem] = max(newest.get(stem, 0.0), path.stat().st_mtime)
        for stem in sorted(newest, key=newest.__getitem__, reverse=True)[KEEP - 1:]:
            for path in files[stem]:
                path.unlink(missing_ok=True)
    except OSError:
        pass


def bytes_key(data: bytes) -> str:
    """A key of some data's content."""
    return hashlib.sha256(data).hexdigest()[:16]


def file_key(path: Path) -> str:
    """A key of a file a user names (its path, size and modification time: a big card file
    is not hashed on every start)."""
    st = path.stat()
    return bytes_key(f"{path.resolve()}|{st.st_size}|{st.st_mtime_ns}".encode())


def write_atomically(path: Path, data: bytes) -> None:
    """Write a cache file so that no reader sees half of it; a failure is only a miss."""
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, path)
    except OSError:
        tmp.unlink(missing_ok=True)
