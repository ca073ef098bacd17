"""Card records kept as JSON text in one file of the cache on disk (`arbiter.cache`), read one
at a time: a command that looks at one card decodes one record, not 34,000."""

from __future__ import annotations

import mmap
import os
from array import array
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, overload


class RecordBlob(Sequence[str]):
    """The JSON texts of the records, in order, from a file written by `write`."""

    def __init__(self, path: Path, offsets: array) -> None:
        self.path = path
        self.offsets = offsets
        self._map: mmap.mmap | None = None

    @classmethod
    def write(cls, path: Path, texts: Iterable[str]) -> RecordBlob:
        """Write the texts to `path` (raises OSError) and return their blob. The file is
        written beside and then renamed: a process reading an older blob of the same name
        keeps its own file."""
        offsets = array("Q", [0])
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        try:
            with open(tmp, "wb") as f:
                for text in texts:
                    data = text.encode("utf-8")
                    f.write(data)
                    offsets.append(offsets[-1] + len(data))
            os.replace(tmp, path)
        finally:
            tmp.unlink(missing_ok=True)
        return cls(path, offsets)

    def _bytes(self) -> mmap.mmap:
        if self._map is None:
            with open(self.path, "rb") as f:
                self._map = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        return self._map

    @overload
    def __getitem__(self, i: int) -> str: ...
    @overload
    def __getitem__(self, i: slice) -> list[str]: ...

    def __getitem__(self, i: int | slice) -> str | list[str]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError(i)
        return self._bytes()[self.offsets[i]:self.offsets[i + 1]].decode("utf-8")

    def __len__(self) -> int:
        return len(self.offsets) - 1

    def __getstate__(self) -> dict[str, Any]:
        return {"path": str(self.path), "offsets": self.offsets}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.path = Path(state["path"])
        self.offsets = state["offsets"]
        self._map = None
