"""Type rules the layer system enforces while changing types.

- 205.1a: setting card types replaces them (instant/sorcery retained); setting subtypes replaces
  those of the same kind; subtypes whose card type is gone are removed.
- 205.1b: "in addition to its other types", "still a ...", "artifact creature" retain types.
- 205.3d: an object can't gain a subtype that doesn't correspond to one of its types.
- 305.6: a land with a basic land type has that type's intrinsic mana ability.
- 305.7: setting a land's subtype to basic land types removes its other land types and the
  abilities generated from its rules text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.abilities_lib import intrinsic_mana_ability
from arbiter.rules.characteristics import AbilityInstance
from arbiter.vocab import BASIC_LAND_TYPES

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics

#: 205.3: which card types a subtype kind is correlated with.
KIND_CARD_TYPES: dict[str, tuple[str, ...]] = {
    "creature": ("Creature", "Kindred"),
    "land": ("Land",),
    "artifact": ("Artifact",),
    "enchantment": ("Enchantment",),
    "planeswalker": ("Planeswalker",),
    "spell": ("Instant", "Sorcery"),
    "battle": ("Battle",),
    "dungeon": ("Dungeon",),
    "plane": ("Plane",),
}


#: `subtype_kind` by subtype (205.3: the lists don't change; the layer system asks often).
_KIND_OF: dict[str, str | None] = {}


def subtype_kind(subtype: str) -> str | None:
    """Which list of 205.3 a subtype is on (`cards.subtypes.subtype_kind`), or None."""
    try:
        return _KIND_OF[subtype]
    except KeyError:
        pass
    from arbiter.cards.subtypes import subtype_kind as kind_of

    kind = kind_of(subtype)
    if len(_KIND_OF) < 4096:
        _KIND_OF[subtype] = kind
    return kind


def drop_uncorrelated_subtypes(ch: Characteristics) -> None:
    """205.1a: subtypes whose correlated card type the object no longer has are removed."""
    keep = set()
    for s in ch.subtypes | ch.hidden_subtypes:
        kind = subtype_kind(s)
        if kind is None or any(t in ch.types for t in KIND_CARD_TYPES.get(kind, ())):
            keep.add(s)
    # "removed for the entire time the object's card type is removed": they come back
    # if the card type does.
    ch.hidden_subtypes = (ch.subtypes | ch.hidden_subtypes) - keep
    ch.subtypes = keep
    if ch.every_creature_type and not any(t in ch.types for t in KIND_CARD_TYPES["creature"]):
        ch.every_creature_type = False


def keep_gained_correlated(ch: Characteristics, gained: frozenset[str] | set[str]) -> None:
    """205.3d: an object can't gain a subtype that doesn't correspond to one of its types (a
    creature type "in addition to its other types" on a noncreature permanent). Kept aside
    like 205.1a's removed subtypes: it is there if the object gets the card type later."""
    for s in gained:
        kind = subtype_kind(s)
        if kind is not None and not any(t in ch.types for t in KIND_CARD_TYPES.get(kind, ())):
            ch.subtypes.discard(s)
            ch.hidden_subtypes.add(s)


def set_card_types(ch: Characteristics, types: frozenset[str]) -> None:
    """205.1a: new card types replace the old ones; an instant or sorcery stays one."""
    ch.types = set(types) | (ch.types & {"Instant", "Sorcery"})
    drop_uncorrelated_subtypes(ch)


def set_subtypes(ch: Characteristics, subtypes: frozenset[str], kinds: frozenset[str]) -> None:
    """205.1a: new subtypes replace existing subtypes of the same kinds."""
    ch.subtypes = {s for s in ch.subtypes if subtype_kind(s) not in kinds} | set(subtypes)
    ch.hidden_subtypes = {s for s in ch.hidden_subtypes if subtype_kind(s) not in kinds}
    if "creature" in kinds:
        ch.every_creature_type = False


def subtypes_already_set(ch: Characteristics, subtypes: frozenset[str],
                         kinds: frozenset[str]) -> bool:
    """Whether `set_subtypes(ch, subtypes, kinds)` followed by `drop_uncorrelated_subtypes`
    would leave the object exactly as it is (205.1a): it has the new subtypes and no other
    of those kinds, set aside or not, isn't "every creature type" if creature types are
    replaced, and every subtype it has (or has set aside) stays where it is."""
    if not subtypes <= ch.subtypes:
        return False
    if ch.every_creature_type and ("creature" in kinds or not any(
            t in ch.types for t in KIND_CARD_TYPES["creature"])):
        return False
    for s in ch.subtypes:
        kind = subtype_kind(s)
        if kind in kinds and s not in subtypes:
            return False  # replaced
        if kind is not None and not any(t in ch.types for t in KIND_CARD_TYPES.get(kind, ())):
            return False  # set aside
    for s in ch.hidden_subtypes:
        kind = subtype_kind(s)
        if kind is None or kind in kinds or s in ch.subtypes or any(
                t in ch.types for t in KIND_CARD_TYPES.get(kind, ())):
            return False  # removed, or back
    return True


def set_basic_land_types(ch: Characteristics, land_types: frozenset[str]) -> None:
    """305.7: the land loses its other land types and its rules-text abilities."""
    ch.subtypes = {s for s in ch.subtypes if subtype_kind(s) != "land"} | set(land_types)
    ch.abilities = [a for a in ch.abilities if a.key[0] == "granted"]


def sync_intrinsic_mana_abilities(ch: Characteristics) -> None:
    """305.6: a land with a basic land type has "{T}: Add [its mana symbol]."."""
    if "Land" not in ch.types:
        # The common case, a nonland without intrinsic abilities: nothing to do.
        for a in ch.abilities:
            if a.key[0] == "intrinsic":
                break
        else:
            return

    wanted = []
    if "Land" in ch.types:
        wanted = [t for t in BASIC_LAND_TYPES if t in ch.subtypes]
    current = {a.key[1] for a in ch.abilities if a.key[0] == "intrinsic"}
    if current == set(wanted):
        return

    kept = [a for a in ch.abilities if a.key[0] != "intrinsic" or a.key[1] in wanted]
    for t in wanted:
        if t not in current:
            kept.append(AbilityInstance(("intrinsic", t), intrinsic_mana_ability(t)))
    ch.abilities = kept
