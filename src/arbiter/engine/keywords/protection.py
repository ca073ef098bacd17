"""702.16: protection. Whether a permanent has protection from a quality another object has
(`protected_from`, `has_quality`), read by targeting (702.16b), blocking (702.16f), damage
(702.16e) and the Aura/Equipment state-based actions (702.16c-d); 702.16g: "protection from A
and from B" is two protections (`qualities`).

702.16a: which protection qualities the engine judges exactly: colors, "everything",
"multicolored", "monocolored", "colorless", "all colors", card types, subtypes and supertypes
written as one word, singular or plural ("Elves", "Werewolves", "Sorceries", `singular`),
"spells" and "spells that are one or more colors" (`SPELL_QUALITIES`: a source that is a spell,
a card or copy on the stack, 112.1; Emrakul, the Aeons Torn). A
protection ability with any other quality (a player, a name, "mana value 3 or greater",
"non-Spirit creatures") would be silently ignored by all of these, so the compiler leaves it
unread (principle 5: `compiler.keywords.enforced`, through `all_judged`), unless it read the
quality as an object phrase: a `NounQuality` in the keyword's `extra` (702.16a: "Protection
from non-Spirit creatures", Harbinger of Spring: a source that is such a permanent now).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from arbiter.cards.subtypes import ALL_SUBTYPES
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game

COLORS = ("white", "blue", "black", "red", "green")
_SPECIAL = frozenset({"everything", "multicolored", "monocolored", "colorless", "all colors",
                      "each color", *COLORS,
                      "ring-bearers"})  # 701.54b: a designation (any player's Ring-bearer)
_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred",
                    "Land", "Planeswalker", "Sorcery"})
_SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World"})
#: 702.16a: qualities that name spells (112.1): the source is a card or copy on the stack, and
#: for the second, it has one or more colors (105.2).
SPELL_QUALITIES = ("spells", "spells that are one or more colors")


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
    """Does `has_quality` read this one quality as the rules mean it?"""
    q = quality.strip().lower()
    if q in _SPECIAL or q in SPELL_QUALITIES:
        return True
    word = singular(q)
    return word in _TYPES or word in ALL_SUBTYPES or word in _SUPERTYPES


@dataclass(frozen=True)
class NounQuality:
    """702.16a: a protection quality read as an object phrase ("non-Spirit creatures"):
    `selector` judges the source; `text` is the quality as printed."""

    selector: Any
    text: str


def all_judged(param: str, extra: tuple[Any, ...] = ()) -> bool:
    """702.16g: every quality of "protection from A and from B" is judged exactly (by
    `has_quality`, or by a `NounQuality` the compiler read, in `extra`)."""
    each = qualities(param)
    read = {x.text.lower() for x in extra if isinstance(x, NounQuality)}
    return bool(each) and all(judged(q) or q in read for q in each)


def ability_protects(game: Game, ab: Any, holder: int, source: int) -> bool:
    """702.16: does this protection instance of `holder` name a quality `source` has?"""
    nouns = {x.text.lower(): x.selector for x in getattr(ab, "extra", ())
             if isinstance(x, NounQuality)}
    for q in qualities(getattr(ab, "param", "") or ""):
        if q in nouns:
            view = LayerView(game.state, game.layers().chars)
            if source in view.chars and nouns[q].matches(
                    view, source, context_for(view, holder, game.chars(holder).controller)):
                return True
        elif has_quality(game, source, q):
            return True
    return False


def qualities(param: str) -> list[str]:
    """702.16g: "protection from A and from B" is two protections."""
    text = param.lower().replace(" and from ", ",").replace(", from ", ",")
    return [q.strip() for q in text.split(",") if q.strip()]


def has_quality(game: Game, source: int, quality: str) -> bool:
    """702.16a: whether `source` has the quality, as it is now."""
    ch = game.chars(source)
    colors = {c.value for c in ch.colors}
    if quality == "everything":  # 702.16j
        return True
    if quality in SPELL_QUALITIES:
        # 112.1 / 608.2: a spell is on the stack (a resolving spell deals its damage from
        # there; 601.2a: a spell being cast is there as its targets are chosen); an
        # ability's source is the permanent or card it came from, not a spell.
        from arbiter.engine.casting.being_cast import is_being_cast

        o = game.state.objects.get(source)
        spell = o is not None and (o.zone == "stack" or is_being_cast(source))
        return spell and (quality == "spells" or bool(colors))
    if quality in COLORS:
        return quality in colors
    if quality == "multicolored":
        return len(colors) > 1
    if quality == "monocolored":
        return len(colors) == 1
    if quality == "colorless":
        return not colors
    if quality in ("all colors", "each color"):  # 702.16h
        return bool(colors)
    if quality == "ring-bearers":  # 701.54b, 701.54e: a Ring-bearer, whoever's it is
        from arbiter.engine.keyword_actions.ring_tempts import is_ring_bearer

        return is_ring_bearer(game, source, ch.controller)
    word = singular(quality)  # 205.3m: "Werewolves", "Elves", "Sorceries"
    return word in ch.types or ch.has_subtype(word) or word in ch.supertypes


def protected_from(game: Game, oid: int, source: int) -> bool:
    """702.16: does `oid` have protection from a quality `source` has (best effort: colors,
    everything, card types, subtypes, supertypes; not players or names)?"""
    return any(ability_protects(game, ab, oid, source)
               for ab in game.chars(oid).keyword_abilities("protection from"))


__all__ = ["COLORS", "SPELL_QUALITIES", "NounQuality", "ability_protects", "all_judged",
           "has_quality", "judged", "protected_from", "qualities", "singular"]
