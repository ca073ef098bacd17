"""702.16a: which protection qualities the engine judges exactly
(`engine.combat.declare.protected_from` reads colors, "everything", "multicolored", "monocolored",
"colorless", "all colors", card types, subtypes and supertypes written as one word, singular or
plural: "Elves", "Werewolves", "Sorceries", `singular`). A protection ability with any other
quality (a player, a name, "mana value 3 or greater", "non-Spirit creatures") would be silently
ignored by targeting, blocking, damage and the Aura/Equipment state-based actions, so the compiler
leaves it unread (principle 5: `compiler.keywords.enforced`).
"""

from __future__ import annotations

from functools import cache

from arbiter.cards.subtypes import ALL_SUBTYPES
from arbiter.engine.combat.declare import _COLORS, _qualities

_SPECIAL = frozenset({"everything", "multicolored", "monocolored", "colorless", "all colors",
                      "each color", *_COLORS})
_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred",
                    "Land", "Planeswalker", "Sorcery"})
_SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World"})


@cache
def _forms() -> dict[str, str]:
    """Lower-case singular and plural forms of the types and subtypes -> the type/subtype."""
    from arbiter.cards.plurals import plural

    out: dict[str, str] = {}
    for word in sorted(_TYPES | set(ALL_SUBTYPES)):
        out.setdefault(word.lower(), word)
        out.setdefault(plural(word).lower(), word)
    out.update({"dwarves": "Dwarf", "mice": "Mouse", "octopi": "Octopus",
                "sorceries": "Sorcery"})
    return out


def singular(quality: str) -> str:
    """205.3m: a type or subtype quality written singular or plural, as the type or subtype
    ("Werewolves" -> "Werewolf"); otherwise the word without a plural "-s", title-cased."""
    q = quality.strip().lower()
    return _forms().get(q) or (q[:-1] if q.endswith("s") else q).title()


def judged(quality: str) -> bool:
    """Does `engine.combat.declare._has_quality` read this one quality as the rules mean it?"""
    q = quality.strip().lower()
    if q in _SPECIAL:
        return True
    word = singular(q)
    return word in _TYPES or word in ALL_SUBTYPES or word in _SUPERTYPES


def all_judged(param: str) -> bool:
    """702.16g: every quality of "protection from A and from B" is judged exactly."""
    qualities = _qualities(param)
    return bool(qualities) and all(judged(q) for q in qualities)


__all__ = ["all_judged", "judged", "singular"]
