"""Printed power, toughness, loyalty and defense values (CR 208, 209, 310.4).

A printed value is a number, a star (208.2: the value is set by a characteristic-defining
ability, 604.3), or a number combined with a star: "1+*", "*+1", "7-*". `PTValue.base` is the
printed number, and `star` is +1 / -1 for "+*" / "-*" (0 when there is no star).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NUM = r"[+-]?\d+"
_PLAIN = re.compile(rf"^{_NUM}$")
_STAR_ONLY = re.compile(r"^\*$")
_NUM_STAR = re.compile(rf"^({_NUM})([+-])\*$")  # "1+*", "7-*"
_STAR_NUM = re.compile(r"^\*([+-])(\d+)$")  # "*+1"


@dataclass(frozen=True, slots=True)
class PTValue:
    """A parsed printed P/T/loyalty/defense value.

    The value of the characteristic is ``base + star * S`` where S is what the
    characteristic-defining ability yields (208.2a).
    """

    base: int
    star: int = 0
    #: "X" for a printed X (e.g. a planeswalker with loyalty X); its value is chosen/defined
    #: by the card's text.
    variable: str | None = None

    @classmethod
    def parse(cls, text: str) -> PTValue:
        """Parse "2", "-1", "*", "1+*", "*+1", "7-*", "X". Raises ValueError naming the text."""
        s = text.strip().replace("\u2212", "-")
        if _PLAIN.match(s):
            return cls(int(s))
        if s.upper() in ("X", "Y"):
            return cls(0, 0, s.upper())
        if _STAR_ONLY.match(s):
            return cls(0, 1)
        m = _NUM_STAR.match(s)
        if m:
            return cls(int(m.group(1)), 1 if m.group(2) == "+" else -1)
        m = _STAR_NUM.match(s)
        if m:
            sign = 1 if m.group(1) == "+" else -1
            return cls(sign * int(m.group(2)), 1)
        raise ValueError(f"bad power/toughness value {text!r}")

    @classmethod
    def parse_optional(cls, text: str | None) -> PTValue | None:
        """None (the object has no such value, 208.3) stays None."""
        return None if text is None else cls.parse(text)

    @property
    def has_star(self) -> bool:
        """208.2: the printed value includes a star."""
        return self.star != 0

    def value(self, star_value: int = 0) -> int:
        """The number this prints as once the star is known; a lone star with no defining
        ability counts 0 (208.2a / 604.3 CDAs work in all zones, so callers pass star_value)."""
        return self.base + self.star * star_value

    def __str__(self) -> str:
        if self.variable:
            return self.variable
        if not self.star:
            return str(self.base)
        if self.base == 0 and self.star == 1:
            return "*"
        return f"{self.base}{'+' if self.star > 0 else '-'}*"
