"""709: the characteristics of a split card (two card faces on one card, 709.1).

709.3b: a split spell on the stack has only the characteristics of the half being cast
(`GameObject.half`: that face of the card). 709.4: in every other zone, and for a fused split
spell on the stack (709.4d, 702.102b), its characteristics are those of its two halves
combined:

- 709.4a: it has two names (the name here is the card's full name, "Fire // Ice"; an object
  has a chosen name if one of its names is that name, `has_name`);
- 709.4b: its mana cost is the combined mana costs of its halves, and its colors and mana
  value come from that combined cost;
- 709.4c: it has each card type (and supertype and subtype) of either half and each ability
  of each half, the left half's first.

709.5 (split permanents with a shared type line: Rooms) combine so too everywhere but on the
battlefield, where each locked half leaves out its name, mana cost and rules text
(`rules.rooms`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.characteristics import AbilityInstance, Characteristics

if TYPE_CHECKING:
    from arbiter.cards.database import CardRecord
    from arbiter.rules.catalog import CardCatalog

#: The name separating a split card's two names in its full name.
SEPARATOR = " // "


def combines(record: CardRecord) -> bool:
    """709.4: a split card whose halves combine outside the stack (709.5: a Room on the
    battlefield less its locked halves, `rules.rooms`)."""
    return record.is_split and len(record.faces) == 2


def whole_characteristics(catalog: CardCatalog, record: CardRecord,
                          controller: int) -> Characteristics:
    """709.4: both halves' characteristics combined."""
    cost = record.mana_cost  # 709.4b: the combined mana costs
    abilities = [AbilityInstance(("printed", i), a) for i, a in enumerate(
        [a for face in range(len(record.faces)) for a in catalog.abilities(record.name, face)])]
    return Characteristics(
        name=record.name,
        mana_cost=cost,
        mana_value=int(cost.mana_value) if cost is not None else 0,
        colors=set(record.colors),
        supertypes={t for f in record.faces for t in f.supertypes},
        types={t for f in record.faces for t in f.types},
        subtypes={t for f in record.faces for t in f.subtypes},
        abilities=abilities,
        power=None,
        toughness=None,
        controller=controller,
    )


def has_name(full: str | None, name: str) -> bool:
    """709.4a: an object has the chosen name if one of its names is that name."""
    return bool(full) and (full == name or name in (full or "").split(SEPARATOR))


__all__ = ["SEPARATOR", "combines", "has_name", "whole_characteristics"]
