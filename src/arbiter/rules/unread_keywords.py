"""702: a keyword an object has even when the engine can't carry its line out.

A keyword line the engine doesn't read ("Flashback—{1}{G}, Pay 3 life.") stays an explicit
unsupported part (principle 5), but the card still has that keyword: "a card with
flashback" (Phantom Carriage) must find it. A line is a keyword line when it starts with a
keyword; each comma-separated item that starts with a keyword names one (702.1: "Flying,
vigilance"), a cost after the keyword ("—{1}{G}", " {8}{G}{G}") included.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics


@cache
def _names() -> tuple[str, ...]:
    from arbiter.rules.keywords import SIMPLE, WITH_PARAM

    return tuple(sorted(SIMPLE | set(WITH_PARAM), key=len, reverse=True))


def _head(item: str) -> str | None:
    """The keyword an item of a keyword line starts with ("flashback" for
    "Flashback—{1}{G}"), or None."""
    low = item.strip().lower()
    for name in _names():
        if low.startswith(name) and re.match(r"(?:$|[\s\u2014{.,\d])", low[len(name):]):
            return name
    return None


@cache
def line_keywords(text: str) -> frozenset[str]:
    """The keywords an unread line names, if it is a keyword line (else none)."""
    items = text.split(",")
    if _head(items[0]) is None:
        return frozenset()
    return frozenset(k for k in (_head(i) for i in items) if k is not None)


def has_unread_keyword(ch: Characteristics, keyword: str) -> bool:
    """Does one of its unsupported parts name this keyword (702)?"""
    from arbiter.rules.abilities import UnsupportedAbility

    k = keyword.lower()
    return any(isinstance(a.ability, UnsupportedAbility) and k in line_keywords(a.ability.text)
               for a in ch.abilities)
