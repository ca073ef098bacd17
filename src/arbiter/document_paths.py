"""The path of a value in a document a user wrote (a scenario file, a card file), as
messages name it: `actions[3].activate.abilty`. Mapping keys are joined by dots (a key that
isn't a plain word is written `['player Alice']`), list positions are in brackets, **counted
from 1** (`actions[1]` is the first action), as a person counts the items of a list.

Apart from `validation` (which needs pydantic) so that naming a place costs no import.
"""

from __future__ import annotations

import re

Loc = tuple[str | int, ...]
_WORD = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def render_path(loc: Loc) -> str:
    """`('actions', 2, 'activate', 'abilty')` -> `actions[3].activate.abilty` (1-based)."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part + 1}]"
        elif _WORD.match(part):
            out += f".{part}" if out else part
        else:
            out += f"[{part!r}]"
    return out
