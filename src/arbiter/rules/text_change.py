"""612: text-changing effects. Only color words and basic land type words used as such are
changed; a card name is never changed (612.2), nor are granted abilities (612.3)."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from arbiter.vocab import BASIC_LAND_TYPES, Color

COLOR_WORDS = frozenset(c.value for c in Color)
LAND_WORDS = frozenset(BASIC_LAND_TYPES)
_PLURAL = {"Plains": "Plains", "Island": "Islands", "Swamp": "Swamps", "Mountain": "Mountains",
           "Forest": "Forests"}


def check_words(old: str, new: str) -> None:
    """612.2/Mind Bend: both words must be color words, or both basic land types."""
    if old.lower() in COLOR_WORDS and new.lower() in COLOR_WORDS:
        return
    if old.title() in LAND_WORDS and new.title() in LAND_WORDS:
        return
    raise ValueError(
        f"can't change {old!r} to {new!r}: both must be color words or both basic land types"
    )


#: The word choices of "replacing all instances of one color word with another" (Sleight of
#: Mind), "one basic land type with another" (Magical Hack), or either (Mind Bend): the
#: `Choose` kinds, "<words>_from" then "<words>_to".
WORD_KINDS = {"color_word": sorted(COLOR_WORDS), "land_word": sorted(LAND_WORDS),
              "color_or_land_word": sorted(COLOR_WORDS) + sorted(LAND_WORDS)}


def word_options(what: str, chosen_from: str | None) -> list[str] | None:
    """612.2: the words a player may choose for the `Choose` kind `what` ("color_word_from",
    "land_word_to", ...), or None for a choice of another kind. The new word is one of the
    same sort as the old one (a color word for a color word, a basic land type for a basic
    land type) and another word than it ("with another")."""
    kind, _, end = what.rpartition("_")
    if kind not in WORD_KINDS or end not in ("from", "to"):
        return None
    words = WORD_KINDS[kind]
    if end == "from" or chosen_from is None:
        return list(words)
    same = sorted(COLOR_WORDS) if chosen_from in COLOR_WORDS else sorted(LAND_WORDS)
    return [w for w in same if w in words and w != chosen_from]


def _replace_in_text(text: str, old: str, new: str, name: str | None) -> str:
    placeholder = "\x00NAME\x00"
    if name:
        text = text.replace(name, placeholder)
    if old.lower() in COLOR_WORDS:
        pattern = re.compile(rf"(?<![A-Za-z])(non)?{old}(?![a-z])", re.IGNORECASE)

        def color_sub(m: re.Match[str]) -> str:
            word = m.group(0)
            prefix = m.group(1) or ""
            body = word[len(prefix):]
            repl = new.lower()
            if body[:1].isupper():
                repl = repl.capitalize()
            return prefix + repl

        text = pattern.sub(color_sub, text)
    else:
        o, n = old.title(), new.title()
        for a, b in ((_PLURAL[o], _PLURAL[n]), (o, n)):
            text = re.sub(rf"(?<![A-Za-z]){a}(?=walk|\b)", b, text)
            text = re.sub(rf"(?<![A-Za-z]){a.lower()}(?=walk)", b.lower(), text)
    if name:
        text = text.replace(placeholder, name)
    return text


def _replace_value(value: Any, old: str, new: str, name: str | None) -> Any:
    if isinstance(value, Color):
        return Color.parse(new) if value.value == old.lower() else value
    if isinstance(value, str):
        if value == old.title() and old.title() in LAND_WORDS:
            return new.title()
        return value
    if isinstance(value, tuple):
        return tuple(_replace_value(v, old, new, name) for v in value)
    if isinstance(value, frozenset):
        return frozenset(_replace_value(v, old, new, name) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in dataclasses.fields(value):
            if not f.init:
                continue
            cur = getattr(value, f.name)
            if f.name == "text" and isinstance(cur, str):
                upd: Any = _replace_in_text(cur, old, new, name)
            elif f.name == "param" and isinstance(cur, str):
                upd = _replace_in_text(cur, old, new, name) if cur else cur
                if cur == old.title():
                    upd = new.title()
            else:
                upd = _replace_value(cur, old, new, name)
            if upd is not cur and upd != cur:
                changes[f.name] = upd
        return dataclasses.replace(value, **changes) if changes else value
    return value


def change_text(ability: Any, old: str, new: str, name: str | None) -> Any:
    """Return the ability with `old` replaced by `new` wherever it is used as such."""
    return _replace_value(ability, old, new, name)
