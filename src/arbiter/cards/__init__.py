"""Card data: mana costs (202), type lines (205), P/T (208) and the card database."""

from arbiter.cards.database import (
    CardDatabase,
    CardDataError,
    CardFace,
    CardRecord,
    MissingFaceError,
    UnknownCardError,
    normalize_name,
)
from arbiter.cards.mana import ManaCost, ManaSymbol
from arbiter.cards.pt import PTValue
from arbiter.cards.typeline import TypeLine, format_type_line, parse_type_line

__all__ = [
    "CardDataError",
    "CardDatabase",
    "CardFace",
    "CardRecord",
    "ManaCost",
    "ManaSymbol",
    "MissingFaceError",
    "PTValue",
    "TypeLine",
    "UnknownCardError",
    "format_type_line",
    "normalize_name",
    "parse_type_line",
]
