"""Landwalk (702.14): "creatures with islandwalk" are creatures with a landwalk ability of
that land type (the keyword is stored as "landwalk" with the land quality as its parameter,
`rules.keywords`), and `walked` says whether a land has the quality a landwalk names.

702.14c: a creature with landwalk can't be blocked as long as the defending player controls
a land "with the specified land type (as in "islandwalk"), with the specified type or
supertype (as in "artifact landwalk"), without the specified type or supertype (as in
"nonbasic landwalk"), or with both the specified type or supertype and the specified
subtype (as in "snow swampwalk")"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class HasLandwalk(Selector):
    """702.14a: the object has <land>walk (`land` None: any landwalk ability)."""

    land: str | None = None

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return any(self.land is None or getattr(a, "param", None) == self.land
                   for a in view.chars[oid].keyword_abilities("landwalk"))

    def reads(self) -> frozenset[str]:
        return frozenset({"abilities"})


#: 702.14c: the supertypes and card types a landwalk names, as (supertype, type, negated).
QUALITIES: dict[str, tuple[str | None, str | None, bool]] = {
    "snow": ("Snow", None, False), "legendary": ("Legendary", None, False),
    "basic": ("Basic", None, False), "nonbasic": ("Basic", None, True),
    "artifact": (None, "Artifact", False),
}


def walked(quality: str, ch: Characteristics) -> bool:
    """702.14c: whether a land with these characteristics has the quality a landwalk names
    ("Island", "nonbasic", "artifact", "snow Swamp", "snow")."""
    if "Land" not in ch.types:
        return False
    words = quality.split()
    subtype = words[-1] if words[-1][:1].isupper() else None
    for word in words[:-1] if subtype else words:
        supertype, card_type, negated = QUALITIES[word]
        has = supertype in ch.supertypes if supertype else card_type in ch.types
        if has == negated:
            return False
    return subtype is None or ch.has_subtype(subtype)


__all__ = ["QUALITIES", "HasLandwalk", "walked"]
