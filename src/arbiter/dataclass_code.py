"""The methods `dataclasses` writes for Arbiter's classes, compiled once and kept on disk.

On CPython before 3.13 the `dataclasses` module writes the source text of each method it
generates (`__init__`, `__repr__`, `__eq__`, `__hash__`, a frozen class's `__setattr__` and
`__delattr__`) and compiles it with `exec` as the class is defined: about 4,000 compilations
for the classes `arbiter solve` defines, some 40 microseconds each.

`install(folder)` gives the `dataclasses` module an `exec` of its own. For a class of
Arbiter's modules or of the libraries it runs on (`PACKAGES`), it takes the compiled code of
the very same source text from a file in `folder` when an earlier run compiled it, and
otherwise compiles the text as `exec` would (`compile(text, "<string>", "exec")`, no future
flags inherited) and keeps it. The class that results is the same: the same text compiled by
the same Python. An entry is found by the digest of its whole source text, so it can't be
stale, and the file's name carries the Python version (bytecode differs between versions).
Classes of other modules are compiled as before, and `exec` everywhere else is the builtin.
Python 3.13 compiles a class's methods in one `exec`; `install` does nothing there.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses
import hashlib
import marshal
import os
import sys
from pathlib import Path
from types import CodeType
from typing import Any

#: The packages whose classes are kept: Arbiter's and those of the libraries it runs on.
PACKAGES = frozenset({"arbiter", "pydantic", "annotated_types", "rich", "pyparsing", "yaml"})
#: Entries past which the file starts again (edited classes leave their old texts behind).
MAX_ENTRIES = 20_000

_builtin_exec = builtins.exec


class _Store:
    """Compiled code by its source text, read from one file and written back at exit."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._code: dict[bytes, bytes] | None = None
        self.added = 0

    @property
    def code(self) -> dict[bytes, bytes]:
        """The marshalled code by the SHA-256 digest of its source text (the file is read
        when the first class is made)."""
        if self._code is None:
            self._code = {}
            try:
                kept = marshal.loads(self.path.read_bytes())
                if isinstance(kept, dict):
                    self._code = kept
            except (OSError, EOFError, ValueError, TypeError):
                pass  # none yet, or damaged: compiled again
        return self._code

    def compiled(self, text: str) -> CodeType:
        key = hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()
        kept = self.code.get(key)
        if kept is not None:
            try:
                code = marshal.loads(kept)
                if isinstance(code, CodeType):
                    return code
            except (EOFError, ValueError, TypeError):
                pass
        code = compile(text, "<string>", "exec", dont_inherit=True)
        self.code[key] = marshal.dumps(code)
        self.added += 1
        return code

    def write(self) -> None:
        """Keep what this run compiled (a failure is only a miss the next time)."""
        if not self.added:
            return
        code = self.code if len(self.code) <= MAX_ENTRIES else {}
        tmp = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        try:
            tmp.write_bytes(marshal.dumps(code))
            os.replace(tmp, self.path)
            self.added = 0
        except (OSError, ValueError):
            tmp.unlink(missing_ok=True)


_store: _Store | None = None


def _exec(source: Any, globals: Any = None, locals: Any = None, /) -> None:
    """`exec` as `dataclasses` calls it, with the compiled code kept for Arbiter's classes."""
    if isinstance(source, str):
        store = _store
        if (store is not None and isinstance(globals, dict)
                and str(globals.get("__name__", "")).partition(".")[0] in PACKAGES):
            source = store.compiled(source)
        else:  # as `exec` compiles it called from `dataclasses`: no future flags
            source = compile(source, "<string>", "exec", dont_inherit=True)
    _builtin_exec(source, globals, locals)


def _applies() -> bool:
    """CPython before 3.13, whose `dataclasses` compiles each method with `exec`."""
    return (sys.implementation.name == "cpython" and sys.version_info < (3, 13)
            and hasattr(dataclasses, "_create_fn"))


def install(folder: Path | None) -> None:
    """Keep the compiled methods of Arbiter's dataclasses in `folder` (None: not at all)."""
    global _store
    if folder is None or _store is not None or not _applies():
        return
    version = hashlib.sha256(sys.version.encode()).hexdigest()[:12]
    _store = _Store(folder / f"dataclass-code-{sys.implementation.cache_tag}-{version}.marshal")
    dataclasses.exec = _exec  # type: ignore[attr-defined]  # shadows the builtin there only
    atexit.register(_store.write)


def uninstall() -> None:
    """Give `dataclasses` the builtin `exec` back (what was compiled is written first)."""
    global _store
    if _store is not None:
        _store.write()
        atexit.unregister(_store.write)
        _store = None
    if getattr(dataclasses, "exec", None) is _exec:
        del dataclasses.exec  # type: ignore[attr-defined]
