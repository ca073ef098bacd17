"""Basic rules vocabulary: colors (105), card types (205.2), supertypes (205.4).

Values are the words the Comprehensive Rules use, so they print as a judge would write them.
"""

from __future__ import annotations

from enum import StrEnum


class Color(StrEnum):
    """105.1: the five colors. The value is the color word; `symbol` is its mana letter."""

    WHITE = "white"
    BLUE = "blue"
    BLACK = "black"
    RED = "red"
    GREEN = "green"

    @property
    def symbol(self) -> str:
        return _COLOR_SYMBOLS[self]

    @classmethod
    def from_symbol(cls, letter: str) -> Color:
        return _SYMBOL_COLORS[letter.upper()]

    @classmethod
    def parse(cls, word: str) -> Color:
        """Accept a color word ("Blue") or a mana letter ("U")."""
        w = word.strip().lower()
        hit = _COLOR_WORDS.get(w)
        if hit is not None:
            return hit
        if w.upper() in _SYMBOL_COLORS:
            return _SYMBOL_COLORS[w.upper()]
        raise ValueError(
            f"unknown color {word!r} (expected one of: white, blue, black, red, green)")


_COLOR_WORDS = {c.value: c for c in Color}
_COLOR_SYMBOLS = {
    Color.WHITE: "W",
    Color.BLUE: "U",
    Color.BLACK: "B",
    Color.RED: "R",
    Color.GREEN: "G",
}
_SYMBOL_COLORS = {v: k for k, v in _COLOR_SYMBOLS.items()}

#: 105.1: WUBRG order, used when printing sets of colors.
COLOR_ORDER: tuple[Color, ...] = (Color.WHITE, Color.BLUE, Color.BLACK, Color.RED, Color.GREEN)

#: 205.2a: the card types, in the order a type line prints them.
CARD_TYPES: tuple[str, ...] = (
    "Kindred",
    "Artifact",
    "Battle",
    "Conspiracy",
    "Dungeon",
    "Enchantment",
    "Land",
    "Creature",
    "Instant",
    "Phenomenon",
    "Plane",
    "Planeswalker",
    "Scheme",
    "Sorcery",
    "Vanguard",
)
#: 205.4a: the supertypes.
SUPERTYPES: tuple[str, ...] = ("Basic", "Legendary", "Ongoing", "Snow", "World")
#: 110.4: the permanent types.
PERMANENT_TYPES: frozenset[str] = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
)
#: 305.6: the basic land types and the mana each one's intrinsic ability makes.
BASIC_LAND_TYPES: dict[str, str] = {
    "Plains": "W",
    "Island": "U",
    "Swamp": "B",
    "Mountain": "R",
    "Forest": "G",
}
