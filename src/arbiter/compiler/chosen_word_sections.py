"""A text box whose abilities depend on a word chosen as the permanent enters:

    As this enchantment enters, choose Khans or Dragons.
    • Khans — At the beginning of combat on your turn, put two +1/+1 counters on ...
    • Dragons — At the beginning of combat on each opponent's turn, tap target ...

614.12: the first line is a replacement effect of entering (the choice is made as it enters;
`engine.replacement.entering`, `what` "word"); 607.2a: each bulleted ability is linked to it:
the permanent has the ability labelled with the chosen word (`rules.chosen_words`), read as
"As long as <word> was chosen, this permanent has <ability>" (the same shape as a Class
level's section, 716.2a). The section is read only when every bullet is labelled with one of
the two words, each word once; any other shape is left to the line grammar (unread)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter.compiler.section_lines import read_section_line
from arbiter.rules.abilities import Ability, ReplacementAbility, StaticAbility
from arbiter.rules.chosen_words import CHOICE, ChosenWord
from arbiter.rules.parts import AddAbilities
from arbiter.rules.selectors import SELF
from arbiter.state.effects import EffectSpec

_WORD = r"([A-Z][\w'-]*(?: [A-Z][\w'-]*)*|[a-z]+)"
_BULLET = re.compile(r"^• (.+?) — (.+)$")


@dataclass(frozen=True)
class ChosenWordSection:
    """The abilities the section stands for, and the line after it."""

    abilities: tuple[Ability, ...]
    end: int


def _header(line: str, name: str) -> re.Pattern[str]:
    subject = f"(?:this [a-z]+|{re.escape(name)})"
    return re.compile(rf"^As {subject} enters(?: the battlefield)?, choose {_WORD} or "
                      rf"{_WORD}\.$")


def chosen_word_section(lines: list[str], i: int, name: str, legendary: bool = False
                        ) -> ChosenWordSection | None:
    """The choice at line `i` and the bulleted abilities after it (None: no such section)."""
    m = _header(lines[i], name).match(lines[i].strip())
    if m is None:
        return None
    words = (m.group(1), m.group(2))
    j = i + 1
    bullets: list[tuple[str, str, str]] = []
    while j < len(lines) and (b := _BULLET.match(lines[j].strip())) is not None:
        bullets.append((b.group(1), b.group(2), lines[j].strip()))
        j += 1
    if sorted(w for w, _, _ in bullets) != sorted(words) or words[0] == words[1]:
        return None
    out: list[Ability] = [ReplacementAbility(text=lines[i].strip(), kind="as_enters_choose",
                                             choice=CHOICE, spec=words)]  # 614.12
    for word, text, line in bullets:
        granted = tuple(read_section_line(text, name, legendary))
        # 607.2a: "As long as <word> was chosen, this permanent has <ability>."
        out.append(StaticAbility(text=line, effects=(
            EffectSpec(SELF, (AddAbilities(abilities=granted),)),), condition=ChosenWord(word)))
    return ChosenWordSection(tuple(out), j)


__all__ = ["ChosenWordSection", "chosen_word_section"]
