"""Real Oracle lines from the bundled card database, and what one line compiles to: the
helpers of the compiler's test tables (each row is a card's real line, not made-up text)."""

from __future__ import annotations

from typing import Any

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text

DB = CardDatabase.bundled()


def line(name: str, starts: str, face: int = 0) -> str:
    """The line of the card's face that starts with `starts`."""
    text = DB.get(name).faces[face].oracle_text or ""
    return next(x for x in text.split("\n") if x.startswith(starts))


def one(name: str, starts: str, spell: bool = False, face: int = 0) -> Any:
    """The one ability that line compiles to (failing when it isn't exactly one)."""
    abilities = compile_text(line(name, starts, face), DB.get(name).faces[face].name, spell)
    assert abilities is not None and len(abilities) == 1, abilities
    return abilities[0]
