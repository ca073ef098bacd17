"""A list of card names read from a file (`arbiter cards coverage --names FILE`): one name a
line; blank lines and lines starting with "#" skipped; "<count><TAB><name>" (the most-printed
list's form) and "4 Grizzly Bears" (a deck list's) give the name after the count. Each name is
looked up in the card data; the ones it doesn't hold are reported, not dropped silently."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from arbiter.cards.database import CardDatabase, UnknownCardError
from arbiter.userfile import MIB, read_text

_COUNTED = re.compile(r"^\d+x?\s+(.+)$")


@dataclass
class NameList:
    """The records' full names found (each once, in file order) and the names not found."""

    found: list[str] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)


def read_name_list(path: str | Path, db: CardDatabase) -> NameList:
    """Read a name list; a file that can't be read raises UserFileError naming it."""
    out = NameList()
    seen: set[str] = set()
    for raw in read_text(Path(path), 16 * MIB).splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        name = line.rsplit("\t", 1)[-1].strip()
        m = _COUNTED.match(name)
        if m and "\t" not in line and name not in db:
            name = m.group(1).strip()
        if name not in db and " // " in name and name.split(" // ")[0] in db:
            name = name.split(" // ")[0]  # a reversible card's two equal faces, one card now
        try:
            record = db.get(name)
        except UnknownCardError:
            out.unknown.append(name)
            continue
        if record.name not in seen:
            seen.add(record.name)
            out.found.append(record.name)
    return out
