"""The cost of a keyword written as "Keyword [mana cost]" (702.143a foretell, 702.170a plot,
702.94a miracle ...): its mana cost, or None when the cost isn't mana only (a cost in words
stays unread, principle 5)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost

if TYPE_CHECKING:
    from arbiter.rules.abilities import KeywordAbility

_MANA = re.compile(r"(?:\{[^}]+\})+")


def keyword_mana_cost(kw: KeywordAbility, allow_x: bool = True) -> ManaCost | None:
    """The keyword's mana cost; None for any other cost (and, unless `allow_x`, with {X})."""
    param = (kw.param or "").strip()
    if not _MANA.fullmatch(param):
        return None
    try:
        cost = ManaCost.of(param)
    except ValueError:
        return None
    return None if cost.variables and not allow_x else cost


__all__ = ["keyword_mana_cost"]
