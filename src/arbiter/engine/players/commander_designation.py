"""903.3 and 702.124: which cards a player may designate as their commander, before the game
begins.

903.3: a deck has a legendary card designated as its commander, which must be a creature
card, a Vehicle card, or a Spacecraft card with a power/toughness box; 903.3a: a card that
states it can be your commander may be one too. 702.124a: a partner ability lets a player
designate two cards rather than one, each partner ability with its own requirements:

- 702.124h "partner": each of the two has partner;
- 702.124i "partner—[text]": each has the same "partner—[text]" ability;
- 702.124j "partner with [name]": each has a "partner with [name]" ability naming the other;
- 702.124k "choose a Background": one is this card, the other a legendary Background
  enchantment card (which may be a commander only so);
- 702.124m "Doctor's companion": two legendary creature cards, one this card, the other a
  legendary Time Lord Doctor creature card with no other creature types.

702.124f: different partner abilities can't be combined; 702.124g: a card with several uses
one of them, and never more than two commanders. 903.5b: two commanders are two cards with
different English names. The cards' partner abilities are read from their Oracle text by the
catalog (`engine.keywords.partner` names them); a card's front face is the card's
characteristics here (712.8a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.keywords.partner import (
    BACKGROUND,
    DOCTORS_COMPANION,
    PARTNER,
    PARTNER_WITH,
)
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.deck_rules import CanBeYourCommander

if TYPE_CHECKING:
    from collections.abc import Sequence

    from arbiter.cards.database import CardFace
    from arbiter.rules.catalog import CardCatalog

def designation_problem(catalog: CardCatalog, names: Sequence[str]) -> str | None:
    """Why these cards can't be one player's commanders (None: they can). `names`: the cards
    designated, one or two."""
    if not names:
        return None
    if len(names) > 2:
        return "a player has at most two commanders (702.124g)"
    faces = [catalog.record(n).faces[0] for n in names]
    if len(names) == 1:
        if _background(faces[0]):
            return (f"{faces[0].name} is a Background: it can be a commander only beside one "
                    "with choose a Background (702.124k)")
        return _eligible(catalog, faces[0], catalog.record(names[0]).name)
    a, b = (catalog.record(n).name for n in names)
    if a == b:
        return f"two commanders must have different names (903.5b): {a} twice"
    fa, fb = faces
    ka, kb = _partner_abilities(catalog, a), _partner_abilities(catalog, b)
    for first, f_first, f_second, k_first in ((a, fa, fb, ka), (b, fb, fa, kb)):
        if any(k.keyword == BACKGROUND for k in k_first) and _background(f_second):
            return _eligible(catalog, f_first, first)  # 702.124k
        if any(k.keyword == DOCTORS_COMPANION for k in k_first) and _doctor(f_second) \
                and "Creature" in f_first.types:
            return _eligible(catalog, f_first, first)  # 702.124m
    if _partners(ka, kb, a, b):
        return _eligible(catalog, fa, a) or _eligible(catalog, fb, b)
    return (f"{a} and {b} can't both be commanders: no partner ability they share allows it "
            "(702.124f-m)")


def _partners(ka: list[KeywordAbility], kb: list[KeywordAbility], a: str, b: str) -> bool:
    """702.124h-j: partner, the same partner—[text], or partner with each other's name."""
    for x in ka:
        for y in kb:
            if x.keyword == y.keyword == PARTNER and (x.param or "") == (y.param or ""):
                return True  # 702.124h; 702.124i: the same text
            if x.keyword == y.keyword == PARTNER_WITH and _same(x.param, b) and _same(y.param, a):
                return True  # 702.124j
    return False


def _same(name: str | None, card: str) -> bool:
    return (name or "").strip().casefold() == card.casefold()


def _partner_abilities(catalog: CardCatalog, name: str) -> list[KeywordAbility]:
    return [a for a in catalog.abilities(name, 0) if isinstance(a, KeywordAbility)
            and a.keyword in (PARTNER, PARTNER_WITH, BACKGROUND, DOCTORS_COMPANION)]


def _eligible(catalog: CardCatalog, face: CardFace, name: str) -> str | None:
    """903.3, 903.3a: a legendary creature, Vehicle or Spacecraft (with a power/toughness
    box) card, or one that says it can be your commander (its ability read by the catalog,
    `rules.deck_rules`)."""
    if any(isinstance(a, CanBeYourCommander) for a in catalog.abilities(name, 0)):
        return None  # 903.3a
    legendary = "Legendary" in face.supertypes
    kind = "Creature" in face.types or "Vehicle" in face.subtypes or (
        "Spacecraft" in face.subtypes and face.power is not None)
    if legendary and kind:
        return None
    return (f"{name} can't be a commander: it isn't a legendary creature, Vehicle or "
            "Spacecraft card (903.3)")


def _background(face: CardFace) -> bool:
    """702.124k: a legendary Background enchantment card."""
    return "Legendary" in face.supertypes and "Enchantment" in face.types and \
        "Background" in face.subtypes


def _doctor(face: CardFace) -> bool:
    """702.124m: a legendary Time Lord Doctor creature card with no other creature types."""
    return "Legendary" in face.supertypes and "Creature" in face.types and \
        set(face.subtypes) == {"Time Lord", "Doctor"}


__all__ = ["designation_problem"]
