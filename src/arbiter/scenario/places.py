"""Places in a scenario document: the zones a setup fills besides the battlefield (`ZONES`),
and how a place is named in a message (`where`: `actions[2].cast (line 9)`).

Apart from `scenario.schema` so that running a document checked before (`scenario.checked`)
imports no pydantic.
"""

from __future__ import annotations

from arbiter.document_paths import Loc, render_path

ZONES = ("hand", "graveyard", "library", "exile", "command")


def where(loc: Loc, line: int | None) -> str:
    """How a place in the file is named in a message: `actions[2].cast (line 9)`."""
    path = render_path(loc) or "top level"
    return f"{path} (line {line})" if line else path
