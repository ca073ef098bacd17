"""Reading a file a user named (a scenario, a deck list, a card data file) without surprises.

Only regular files are opened: a directory, a named pipe (which would block forever), a
device or a socket is refused before anything is read, and the check is repeated on the
open descriptor so a file swapped for a pipe in between is refused too. Reading stops at a
size bound; gzip data is inflated only up to a bound. Text must be UTF-8 (a byte-order mark
is allowed). Every problem is one `UserFileError` whose message says what is wrong in a
user's words, without the file name: each caller prefixes the name in its own form.
"""

from __future__ import annotations

import gzip
import io
import os
import stat
import zlib
from pathlib import Path

MIB = 1024 * 1024


class UserFileError(ValueError):
    """The file can't be used: missing, not a regular file, too large, not UTF-8, ..."""


_KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a named pipe"),
          (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
          (stat.S_ISSOCK, "a socket"))


def _kind(mode: int) -> str:
    for test, name in _KINDS:
        if test(mode):
            return name
    return "not a regular file"


def _size(n: int) -> str:
    return f"{n / MIB:.1f} MiB" if n >= MIB else f"{n:,} bytes"


def read_bytes(path: str | os.PathLike[str], limit: int) -> bytes:
    """The whole file, which must be a regular file of at most `limit` bytes."""
    p = Path(path)
    try:
        st = p.stat()
    except FileNotFoundError:
        raise UserFileError("no such file") from None
    except OSError as e:
        raise UserFileError(f"can't read the file: {e.strerror or e}") from None
    if not stat.S_ISREG(st.st_mode):
        raise UserFileError(f"is {_kind(st.st_mode)}, not a regular file")
    if st.st_size > limit:
        raise UserFileError(f"the file is {_size(st.st_size)}; the limit is {_size(limit)}")
    try:
        # O_NONBLOCK: opening a named pipe that replaced the file since stat() never blocks.
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as e:
        raise UserFileError(f"can't read the file: {e.strerror or e}") from None
    with os.fdopen(fd, "rb") as fh:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise UserFileError(f"is {_kind(mode)}, not a regular file")
        try:
            data = fh.read(limit + 1)
        except OSError as e:
            raise UserFileError(f"can't read the file: {e.strerror or e}") from None
    if len(data) > limit:
        raise UserFileError(f"the file is larger than the limit of {_size(limit)}")
    return data


def gunzip(data: bytes, limit: int) -> bytes:
    """`data` inflated if it is gzip data (else unchanged), refusing more than `limit` bytes."""
    if data[:2] != b"\x1f\x8b":
        return data
    try:
        with gzip.GzipFile(fileobj=io.BytesIO(data)) as fh:
            out = fh.read(limit + 1)
    except (OSError, EOFError, zlib.error) as e:
        raise UserFileError(f"not valid gzip data ({e})") from None
    if len(out) > limit:
        raise UserFileError(f"the gzip data inflates to more than {_size(limit)}")
    return out


def decode_utf8(data: bytes) -> str:
    """UTF-8 text (a leading byte-order mark is dropped); otherwise the line of the first
    byte that isn't UTF-8."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[:e.start].count(b"\n") + 1
        raise UserFileError(f"line {line}: not UTF-8 text (byte 0x{data[e.start]:02x}); save "
                            "the file as UTF-8") from None


def read_text(path: str | os.PathLike[str], limit: int) -> str:
    """A regular UTF-8 text file of at most `limit` bytes."""
    return decode_utf8(read_bytes(path, limit))
