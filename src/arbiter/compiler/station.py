"""721: the striations of a station card, read as static abilities.

721.2a: "{N+} [abilities]" means "As long as this permanent has N or more charge counters on
it, it has [abilities]." 721.2b: with a power/toughness box, "... and is a creature with
base power and toughness [P/T] in addition to its other types." The card data writes a
station symbol as "N+ | " before the striation's first ability; the lines after it up to the
next symbol are in the same striation, and the last striation runs to the end of the text
box (the abilities before the first symbol are the card's own, 721.4). A station card's
power/toughness box is printed in its last striation (its reminder text says "It's an
artifact creature at N+"), so a face with a power and toughness that isn't a creature card
gets them from its last symbol (721.2b, 721.2c)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter.cards.database import CardFace
from arbiter.compiler.section_lines import read_section_line
from arbiter.rules.abilities import Ability, StaticAbility
from arbiter.rules.conditions import SourceCounters
from arbiter.rules.parts import AddAbilities, AddTypes, SetBasePT
from arbiter.rules.selectors import SELF
from arbiter.rules.values import Const
from arbiter.state.effects import EffectSpec

#: 721.2: a station symbol and the first ability of its striation, "8+ | Flying, trample".
_SYMBOL = re.compile(r"^(\d+)\+ \| (.+)$")


@dataclass(frozen=True)
class StationStriation:
    """The static ability of one station symbol, and the line after its striation."""

    ability: StaticAbility
    end: int


def station_striation(lines: list[str], i: int, name: str, pt: tuple[int, int] | None,
                      legendary: bool = False) -> StationStriation | None:
    """The station symbol at line `i` and its striation (None: line `i` has no symbol).
    `pt`: the face's printed power and toughness when it is a station card's P/T box."""
    m = _SYMBOL.match(lines[i].strip())
    if m is None:
        return None
    n = int(m.group(1))
    section = [m.group(2)]
    j = i + 1
    while j < len(lines) and not _SYMBOL.match(lines[j].strip()):
        section.append(lines[j].strip())
        j += 1
    granted: list[Ability] = []
    for line in section:
        granted.extend(read_section_line(line, name, legendary))
    parts: list = []
    if pt is not None and j == len(lines):
        # 721.2b: "... and is a creature with base power and toughness [P/T] in addition
        # to its other types."
        parts += [AddTypes(types=frozenset({"Creature"})),
                  SetBasePT(power=Const(pt[0]), toughness=Const(pt[1]))]
    parts.append(AddAbilities(abilities=tuple(granted)))
    text = "\n".join([lines[i].strip(), *section[1:]])
    return StationStriation(
        StaticAbility(text=text, effects=(EffectSpec(SELF, tuple(parts)),),
                      condition=SourceCounters("charge", n)), j)


def has_station_symbol(text: str) -> bool:
    return any(_SYMBOL.match(ln.strip()) for ln in text.split("\n"))


def station_pt(face: CardFace | None) -> tuple[int, int] | None:
    """721.2b: the power/toughness box of a station card (a face with a station symbol,
    a printed power and toughness, and no creature type of its own)."""
    if face is None or "Creature" in face.types or not has_station_symbol(face.oracle_text):
        return None
    try:
        return int(face.power or ""), int(face.toughness or "")
    except ValueError:
        return None


__all__ = ["StationStriation", "has_station_symbol", "station_pt", "station_striation"]
