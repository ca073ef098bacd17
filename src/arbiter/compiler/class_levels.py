"""716: a Class card's text box, read section by section.

716.2: each class level bar "[Cost]: Level N" starts a section; the abilities printed in its
section are part of the bar's static ability. 716.2a: the bar means "[Cost]: This Class's
level becomes N. Activate only if this Class is level N-1 and only as a sorcery" and "As long
as this Class is level N or greater, it has [abilities]." 716.3: the abilities before the
first bar are the Class's own, treated normally (read line by line by the catalog).

A section line the compiler can't read stays an explicit unsupported part inside the granted
abilities (principle 5): it matters, and stops the game, only once the Class has that level."""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter.compiler.section_lines import read_section_line
from arbiter.engine.keywords.class_levels import ClassLevelAtLeast, level_bar
from arbiter.rules.abilities import Ability, StaticAbility
from arbiter.rules.parts import AddAbilities
from arbiter.rules.selectors import SELF
from arbiter.state.effects import EffectSpec

#: 716.2a: a class level bar, "{2}{G}: Level 2" (a mana cost; the level a number).
_BAR = re.compile(r"^((?:\{[^}]+\})+): Level (\d+)$")


@dataclass(frozen=True)
class ClassSection:
    """The abilities a class level bar and its section stand for, and the line after it."""

    abilities: tuple[Ability, ...]
    end: int


def is_level_bar(line: str) -> bool:
    return _BAR.match(line.strip()) is not None


def class_section(lines: list[str], i: int, name: str, legendary: bool = False
                  ) -> ClassSection | None:
    """The class level bar at line `i` and its section (None: line `i` is no bar)."""
    m = _BAR.match(lines[i].strip())
    if m is None:
        return None
    cost, n = m.group(1), int(m.group(2))
    j = i + 1
    granted: list[Ability] = []
    while j < len(lines) and not is_level_bar(lines[j]):
        granted.extend(read_section_line(lines[j], name, legendary))
        j += 1
    bar = level_bar(cost, n, lines[i].strip())
    out: list[Ability] = [bar]
    if granted:
        # 716.2a: "As long as this Class is level N or greater, it has [abilities]."
        out.append(StaticAbility(
            text="\n".join(ln.strip() for ln in lines[i + 1:j]),
            effects=(EffectSpec(SELF, (AddAbilities(abilities=tuple(granted)),)),),
            condition=ClassLevelAtLeast(n)))
    return ClassSection(tuple(out), j)


__all__ = ["ClassSection", "class_section", "is_level_bar"]
