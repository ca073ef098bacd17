"""Prototype (702.160, 718): the alternative mana cost, power and toughness of a prototype
card, and what a prototyped spell or permanent is.

702.160a / 718.3: a player casting a prototype card may cast it "prototyped" (the engine's
`cast_with` "prototype"). 718.3b: a prototyped spell, and the permanent it becomes, has only
the alternative mana cost, power and toughness, and the colors of that mana cost (105.2,
202.2). 718.2a: these are copiable values (they are the object's starting values here, so a
copy of it gets them, 718.3c-d). 718.4: anywhere else, or not cast prototyped, the card has
its normal characteristics. 718.5: everything else stays the same."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics

KEYWORD = "prototype"
#: "Prototype {2}{R} — 3/2" (the keyword's parameter, "{2}{R}—3/2").
_PARAM = re.compile(r"^((?:\{[^}]+\})+)\s*[\u2014-]\s*(\d+)/(\d+)$")


@dataclass(frozen=True)
class PrototypeValues:
    mana_cost: ManaCost
    power: int
    toughness: int


def prototype_values(param: str | None) -> PrototypeValues | None:
    """The alternative characteristics a "Prototype" keyword names (None: not read)."""
    m = _PARAM.match((param or "").strip())
    if m is None:
        return None
    try:
        cost = ManaCost.of(m.group(1))
    except ValueError:
        return None
    return PrototypeValues(cost, int(m.group(2)), int(m.group(3)))


def of(ch: Characteristics) -> PrototypeValues | None:
    """The prototype values of an object with these characteristics (its keyword's)."""
    for kw in ch.keyword_abilities(KEYWORD):
        return prototype_values(kw.param)
    return None


def apply(ch: Characteristics) -> None:
    """718.3b: the prototyped object's mana cost, mana value, colors, power and toughness."""
    values = of(ch)
    if values is None:
        return
    ch.mana_cost = values.mana_cost
    ch.mana_value = values.mana_cost.mana_value
    ch.colors = set(values.mana_cost.colors)
    ch.power, ch.toughness = values.power, values.toughness


__all__ = ["KEYWORD", "PrototypeValues", "apply", "of", "prototype_values"]
