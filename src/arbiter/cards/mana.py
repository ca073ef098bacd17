"""Mana symbols and mana costs (CR 107.4, 202).

`ManaCost.parse` reads the "{2}{W/U}" notation. "No mana cost" (202.1b) is not the same as a
mana cost of {0}: `ManaCost.parse(None)` and `ManaCost.parse("")` return None, while
`ManaCost.parse("{0}")` is a cost whose mana value is 0.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter.vocab import COLOR_ORDER, Color

_COLOR_LETTERS = frozenset("WUBRG")
_VARIABLES = frozenset("XYZ")
_TOKEN = re.compile(r"\{([^{}]*)\}")


@dataclass(frozen=True, slots=True)
class ManaSymbol:
    """One mana symbol (107.4).

    `parts` are the alternatives of a hybrid symbol (107.4e), e.g. ("W", "U") for {W/U} or
    ("2", "W") for {2/W}; a plain symbol has one part: ("W",), ("3",), ("X",), ("C",), ("S",).
    `phyrexian` marks Phyrexian mana (107.4f), e.g. {B/P} or {G/U/P}.
    """

    parts: tuple[str, ...]
    phyrexian: bool = False

    @classmethod
    def parse(cls, text: str) -> ManaSymbol:
        """Parse one symbol, with or without braces: "{W/U}" or "W/U"."""
        inner = text[1:-1] if text.startswith("{") and text.endswith("}") else text
        pieces = [p.strip().upper() for p in inner.split("/")]
        phyrexian = len(pieces) > 1 and pieces[-1] == "P"
        if phyrexian:
            pieces = pieces[:-1]
        if not pieces or len(pieces) > 2 or not all(_valid_part(p) for p in pieces):
            raise ValueError(f"bad mana symbol {text!r}")
        if len(pieces) == 2:
            # 107.4e: hybrid symbols pair two colors, a number and a color ({2/W}), or {C/W}.
            a, b = pieces
            if b not in _COLOR_LETTERS or a == b or not (a in _COLOR_LETTERS or a.isdigit()
                                                           or a == "C"):
                raise ValueError(f"bad mana symbol {text!r}")
        elif phyrexian and pieces[0] not in _COLOR_LETTERS | {"C"}:
            raise ValueError(f"bad mana symbol {text!r}")
        elif pieces[0].isdigit():
            pieces = [str(int(pieces[0]))]
        return cls(tuple(pieces), phyrexian)

    @property
    def is_hybrid(self) -> bool:
        """107.4e: a symbol with two alternatives."""
        return len(self.parts) > 1

    @property
    def is_generic(self) -> bool:
        """107.4b: a generic mana symbol such as {0} or {3} (not {X})."""
        return len(self.parts) == 1 and self.parts[0].isdigit() and not self.phyrexian

    @property
    def is_variable(self) -> bool:
        """107.3: {X}, {Y} or {Z}."""
        return len(self.parts) == 1 and self.parts[0] in _VARIABLES

    @property
    def amount(self) -> int:
        """The number on a generic symbol; 0 for any other symbol."""
        return int(self.parts[0]) if self.is_generic else 0

    @property
    def colors(self) -> frozenset[Color]:
        """202.2/202.2d: the colors of the symbol, including hybrid and Phyrexian symbols."""
        return frozenset(Color.from_symbol(p) for p in self.parts if p in _COLOR_LETTERS)

    @property
    def mana_value(self) -> int:
        """202.3: X counts 0 (202.3e), hybrid counts its largest part (202.3f), Phyrexian 1."""
        if self.phyrexian and not self.is_hybrid:
            return 1  # 202.3g
        return max(_part_value(p) for p in self.parts)

    def __str__(self) -> str:
        return "{" + "/".join(self.parts + (("P",) if self.phyrexian else ())) + "}"

    def __repr__(self) -> str:
        return f"ManaSymbol.parse({str(self)!r})"


def _valid_part(p: str) -> bool:
    return p.isdigit() or p in _COLOR_LETTERS or p in _VARIABLES or p in ("C", "S")


def _part_value(p: str) -> int:
    if p.isdigit():
        return int(p)
    return 0 if p in _VARIABLES else 1


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost (202.1): an ordered tuple of mana symbols. May be empty only for {0}-less
    arithmetic results; "no mana cost" is represented by None, not by a ManaCost."""

    symbols: tuple[ManaSymbol, ...]

    @classmethod
    def parse(cls, text: str | None) -> ManaCost | None:
        """Parse "{X}{X}{U}{U}". None or "" means the object has no mana cost (202.1b) and
        returns None. Raises ValueError naming the text if it is not a mana cost."""
        if text is None or not text.strip():
            return None
        return cls.of(text)

    @classmethod
    def of(cls, text: str) -> ManaCost:
        """Like `parse`, but the text must be a mana cost (raises ValueError on "")."""
        s = text.strip()
        if not s:
            raise ValueError(f"bad mana cost {text!r}: empty (no mana cost is None, 202.1b)")
        tokens = _TOKEN.findall(s)
        if "".join("{" + t + "}" for t in tokens) != s.replace(" ", ""):
            raise ValueError(f"bad mana cost {text!r}")
        try:
            return cls(tuple(ManaSymbol.parse(t) for t in tokens))
        except ValueError as exc:
            raise ValueError(f"bad mana cost {text!r}: {exc}") from None

    @property
    def mana_value(self) -> int:
        """202.3: the total amount of mana in the cost, regardless of color."""
        return sum(s.mana_value for s in self.symbols)

    @property
    def colors(self) -> frozenset[Color]:
        """202.2: the colors of the colored (incl. hybrid and Phyrexian) symbols."""
        out: frozenset[Color] = frozenset()
        for s in self.symbols:
            out |= s.colors
        return out

    @property
    def generic(self) -> int:
        """The total of the generic symbols (107.4b), e.g. 2 for {2}{W/U}."""
        return sum(s.amount for s in self.symbols)

    @property
    def variables(self) -> tuple[str, ...]:
        """The {X}/{Y}/{Z} symbols in order, e.g. ("X", "X") for {X}{X}{U}."""
        return tuple(s.parts[0] for s in self.symbols if s.is_variable)

    def add_generic(self, n: int) -> ManaCost:
        """601.2f: a cost increase of {n}; the generic symbols are merged into one."""
        return self._with_generic(self.generic + n)

    def reduce_generic(self, n: int) -> ManaCost:
        """601.2f: a cost reduction of {n}. It reduces only the generic part, never below 0."""
        return self._with_generic(max(0, self.generic - n))

    def _with_generic(self, amount: int) -> ManaCost:
        variables = tuple(s for s in self.symbols if s.is_variable)
        rest = tuple(s for s in self.symbols if not s.is_variable and not s.is_generic)
        generic = (ManaSymbol((str(amount),)),) if amount > 0 or not (variables or rest) else ()
        return ManaCost(variables + generic + rest)

    def sorted_colors(self) -> tuple[Color, ...]:
        """The colors in WUBRG order (105.1)."""
        return tuple(c for c in COLOR_ORDER if c in self.colors)

    def __str__(self) -> str:
        return "".join(str(s) for s in self.symbols)

    def __repr__(self) -> str:
        return f"ManaCost.of({str(self)!r})"

    def __add__(self, other: ManaCost) -> ManaCost:
        """709.4b: combine two costs (e.g. a split card's halves); generic parts are summed."""
        joined = ManaCost(self.symbols + other.symbols)
        return joined._with_generic(joined.generic)
