"""106.6: whether mana restricted to "cast <kinds of> spells or activate abilities of <kinds
of> sources" (`rules.mana_spend_only`) may pay for what is being paid now: a spell being cast
(601.2h) whose characteristics have every quality of one alternative, or an ability being
activated (602.2b) whose source has them; nothing else (a cost asked for while something
resolves, 118.12, isn't casting or activating)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.cards.subtypes import subtype_kind
from arbiter.rules.mana_spend_only import COLOR_COUNTS, decode

if TYPE_CHECKING:
    from arbiter.engine.mana.pool import Spending


def has_quality(quality: str, spending: Spending) -> bool:
    """106.6: whether the spell (or the ability's source) being paid for has `quality`."""
    if quality in COLOR_COUNTS:
        low, high = COLOR_COUNTS[quality]
        return low <= len(spending.colors) <= high  # 105.2
    if quality in spending.types or quality in spending.supertypes \
            or quality in spending.colors or quality in spending.subtypes:
        return True
    # 702.73a / 205.3m: an object that is every creature type has each creature type.
    return spending.every_creature_type and subtype_kind(quality) == "creature"


def allows(restriction: str, spending: Spending) -> bool:
    spells, sources = decode(restriction)
    if spending.kind == "spell":
        alts = spells
    elif spending.kind == "ability":
        alts = sources
    else:
        return False
    if alts is None:
        return True
    return any(all(has_quality(q, spending) for q in alt) for alt in alts)
