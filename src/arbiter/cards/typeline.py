"""Type line parsing (CR 205).

205.1a: a type line lists supertypes, then card types, then a long dash and the subtypes.
205.3b: subtypes are single words, except the two-word creature type Time Lord; a plane's
subtypes are all the words after the dash taken together.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from arbiter.cards.subtypes import MULTI_WORD_SUBTYPES, subtype_kind
from arbiter.vocab import CARD_TYPES, SUPERTYPES

#: Obsolete card type words and what Oracle now prints (CR glossary: "Tribal (Obsolete)",
#: "Summon (Obsolete)").
OBSOLETE_TYPES: dict[str, str] = {"Tribal": "Kindred", "Summon": "Creature"}

_CARD_TYPES_CI = {t.lower(): t for t in CARD_TYPES}
_SUPERTYPES_CI = {t.lower(): t for t in SUPERTYPES}
_OBSOLETE_CI = {k.lower(): v for k, v in OBSOLETE_TYPES.items()}
_MULTI_CI = {s.lower(): s for s in MULTI_WORD_SUBTYPES}
_DASH = re.compile(r"\s+[\u2014\u2013-]\s+|\s*\u2014\s*")

#: 205.3c: which card types each subtype kind (as named by subtype_kind) goes with.
_KIND_TYPES: dict[str, frozenset[str]] = {
    "creature": frozenset({"Creature", "Kindred"}),
    "land": frozenset({"Land"}),
    "artifact": frozenset({"Artifact"}),
    "enchantment": frozenset({"Enchantment"}),
    "planeswalker": frozenset({"Planeswalker"}),
    "spell": frozenset({"Instant", "Sorcery"}),
    "plane": frozenset({"Plane"}),
    "dungeon": frozenset({"Dungeon"}),
    "battle": frozenset({"Battle"}),
}


class TypeLine(NamedTuple):
    """A parsed type line; unpacks as (supertypes, card_types, subtypes)."""

    supertypes: tuple[str, ...]
    card_types: tuple[str, ...]
    subtypes: tuple[str, ...]

    def __str__(self) -> str:
        return format_type_line(self.supertypes, self.card_types, self.subtypes)


def format_type_line(
    supertypes: tuple[str, ...] | list[str],
    card_types: tuple[str, ...] | list[str],
    subtypes: tuple[str, ...] | list[str],
) -> str:
    """205.1a: "Legendary Enchantment Creature — God"."""
    left = " ".join([*supertypes, *card_types])
    return f"{left} \u2014 {' '.join(subtypes)}" if subtypes else left


def parse_type_line(text: str, *, strict: bool = False) -> TypeLine:
    """Split a type line into supertypes (205.4), card types (205.2) and subtypes (205.3).

    Accepts an em dash, en dash or spaced hyphen before the subtypes, any capitalization, and
    the obsolete words "Tribal"/"Summon". With ``strict=True`` every subtype must be on a
    205.3 list and belong to one of the card types (205.3c/205.3d).
    Raises ValueError naming the text if it is not a type line.
    """
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"bad type line {text!r}: empty")
    pieces = _DASH.split(text.strip(), maxsplit=1)
    left = pieces[0].split()
    right = pieces[1].strip() if len(pieces) > 1 else ""
    if len(pieces) > 1 and not right:
        raise ValueError(f"bad type line {text!r}: nothing after the dash")
    supertypes: list[str] = []
    card_types: list[str] = []
    for word in left:
        w = word.lower()
        if w in _SUPERTYPES_CI:
            if card_types:
                raise ValueError(f"bad type line {text!r}: supertype {word!r} after card type")
            _add(supertypes, _SUPERTYPES_CI[w], text)
        elif w in _CARD_TYPES_CI or w in _OBSOLETE_CI:
            _add(card_types, _CARD_TYPES_CI.get(w) or _OBSOLETE_CI[w], text)
        else:
            raise ValueError(f"bad type line {text!r}: {word!r} is not a supertype or card type")
    if not card_types:
        raise ValueError(f"bad type line {text!r}: no card type")
    subtypes = _split_subtypes(right, card_types)
    if strict:
        _check_subtypes(text, card_types, subtypes)
    return TypeLine(tuple(supertypes), tuple(card_types), subtypes)


def _add(into: list[str], word: str, text: str) -> None:
    if word in into:
        raise ValueError(f"bad type line {text!r}: {word!r} appears twice")
    into.append(word)


def _split_subtypes(right: str, card_types: list[str]) -> tuple[str, ...]:
    if not right:
        return ()
    if card_types == ["Plane"]:
        return (right,)  # 205.3b: all words after the dash are one planar type
    words = right.split()
    out: list[str] = []
    i = 0
    while i < len(words):
        pair = " ".join(words[i : i + 2]).lower()
        if i + 1 < len(words) and pair in _MULTI_CI:
            out.append(_MULTI_CI[pair])
            i += 2
        else:
            out.append(words[i][:1].upper() + words[i][1:])
            i += 1
    return tuple(out)


def _check_subtypes(text: str, card_types: list[str], subtypes: tuple[str, ...]) -> None:
    for sub in subtypes:
        kind = subtype_kind(sub)
        if kind is None:
            raise ValueError(f"bad type line {text!r}: unknown subtype {sub!r} (CR 205.3)")
        if not _KIND_TYPES[kind] & set(card_types):
            raise ValueError(
                f"bad type line {text!r}: {sub!r} is a {kind} type, which doesn't go with "
                f"{' '.join(card_types)} (CR 205.3c)"
            )
