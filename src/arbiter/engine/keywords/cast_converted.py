"""702.162 More Than Meets the Eye: casting a double-faced card converted.

702.162a: "More Than Meets the Eye [cost]" means "You may cast this card converted by paying
[cost] rather than its mana cost" (an alternative cost, 118.9, following 601.2b and
601.2f-h: the way of casting named "more than meets the eye" in
`engine.casting.spells.ALTERNATIVES`, its cost from the keyword's parameter in
`engine.casting.total_cost`). 712.11a: a card cast converted is put on the stack with its
back face up; 712.11c: only that face is evaluated to see whether it can be cast
(`engine.casting.flash_permission.as_cast`). Its mana value is still the front face's
(712.8e). Only a cost of mana is carried out.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.rules.abilities import KeywordAbility

KEYWORD = "more than meets the eye"
_MANA = re.compile(r"(?:\{[^}]+\})+")


def converted_cost(kw: KeywordAbility) -> str | None:
    """The mana cost of "More Than Meets the Eye [cost]", or None for any other cost."""
    param = (kw.param or "").strip()
    return param if _MANA.fullmatch(param) else None


__all__ = ["KEYWORD", "converted_cost"]
