"""903.4: a card's color identity, from its card data.

"The color identity of a card is the color or colors of any mana symbols in that card's mana
cost or rules text, plus any colors defined by its characteristic-defining abilities (see rule
604.3) or color indicator (see rule 204)." Every face counts: the back face of a double-faced
card (903.4d) and a card's alternative characteristics, such as an adventure's (903.4e).
Reminder text doesn't (903.4c). A hybrid symbol has both its colors, a Phyrexian symbol its
color (202.2, 107.4e-f). The only characteristic-defining ability defining colors in the
card data is "<name> is all colors." (Transguild Courier).

903.4b: a commander whose static ability has its player choose its color before the game
begins: that choice is part of its color identity; `color_identity` can't know it, so
`chooses_color` says whether a card has such an ability.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaSymbol

if TYPE_CHECKING:
    from arbiter.cards.database import CardRecord

_SYMBOL = re.compile(r"\{([^{}]*)\}")
_REMINDER = re.compile(r"\s*\([^)]*\)")
_ALL_COLORS = re.compile(r"^(?:.+) is all colors\.$", re.MULTILINE)
_WUBRG = "WUBRG"


def _symbol_colors(text: str) -> set[str]:
    out: set[str] = set()
    for inner in _SYMBOL.findall(text):
        try:
            sym = ManaSymbol.parse(inner)
        except ValueError:
            continue  # {T}, {Q}, {E} ...: not mana symbols
        out |= {c.symbol for c in sym.colors}
    return out


def color_identity(record: CardRecord) -> frozenset[str]:
    """903.4: the card's color identity, as color letters ("W", "U", "B", "R", "G")."""
    colors: set[str] = set()
    for face in record.faces:
        if face.mana_cost is not None:
            colors |= {c.symbol for c in face.mana_cost.colors}  # 202.2
        if face.color_indicator:
            colors |= {c.symbol for c in face.color_indicator}  # 204
        text = _REMINDER.sub("", face.oracle_text)  # 903.4c
        colors |= _symbol_colors(text)
        if _ALL_COLORS.search(text):
            colors |= set(_WUBRG)  # 604.3: a characteristic-defining ability
    return frozenset(c for c in _WUBRG if c in colors)


def chooses_color(record: CardRecord) -> bool:
    """903.4b: the card has its player choose its color before the game begins."""
    return any("before the game begins" in f.oracle_text and "color" in f.oracle_text
               for f in record.faces)


__all__ = ["chooses_color", "color_identity"]
