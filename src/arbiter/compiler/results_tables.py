"""706.3: a die roll's results table, read with the line that rolls.

706.3b: "An instruction to roll one or more dice ... and the associated results table are all
part of one ability." The Oracle text prints the table as lines under the rolling line:

    Whenever this creature attacks, roll a d20.                       (Hoarding Ogre)
    1—9 | Create a Treasure token.
    10—19 | Create two Treasure tokens.
    20 | Create three Treasure tokens.

706.3a: each row names a single result ("20"), a range "N1—N2", "N+" or "N or less". The
rolling line is read by the whole-line grammar; its ability must end with its one roll
(`engine.keyword_actions.dice.RollDie`), and the rows become that roll's table. Each row's
effect is read as a spell's text; a row with a target (chosen before the roll is known,
601.2c), a pronoun or "those" in its first sentence that may name what the rolling line named
(read after a sentence naming another object, the row would change), or any row no template
reads leaves the whole block to the line-by-line reading, where each row stays an explicit
unsupported part (principle 5).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any

from arbiter.compiler.lines import compile_line, compile_text
from arbiter.engine.keyword_actions.dice import ResultRow, RollDie
from arbiter.rules.abilities import (
    Ability,
    ActivatedAbility,
    SpellAbility,
    TriggeredAbility,
)
from arbiter.rules.keywords import strip_reminder
from arbiter.rules.structure import nodes

#: 706.3a: "1—9 | ...", "20 | ...", "15+ | ...", "9 or less | ..." (an en or em dash, or a
#: hyphen, between two ends).
_ROW = re.compile(r"^(\d+)(?:\s*[\u2014\u2013\u2212-]\s*(\d+)|(\+)|( or less))?\s*\|\s*(\S.*)$")
#: A first sentence naming something the rolling line named (608.2b): not read in a row.
_NAMES_BEFORE = re.compile(r"\b(it|its|that|those|them|they|their|this way)\b", re.IGNORECASE)
_OWN_CHOICE = re.compile(r"\bof their choice\b", re.IGNORECASE)


@dataclass(frozen=True)
class ResultsTable:
    """The ability a rolling line and its table stand for, and the line after the table."""

    abilities: tuple[Ability, ...]
    end: int


def results_table(lines: list[str], i: int, name: str, spell: bool, command: bool,
                  legendary: bool) -> ResultsTable | None:
    """The rolling line at `i` with the table rows after it, or None when line `i` isn't
    followed by a table or the block isn't read whole."""
    j = i + 1
    rows: list[re.Match[str]] = []
    while j < len(lines) and (m := _ROW.match(lines[j].strip())) is not None:
        rows.append(m)
        j += 1
    if not rows:
        return None
    head = compile_line(lines[i], name, spell, command, legendary)
    if len(head) != 1 or not isinstance(head[0], SpellAbility | TriggeredAbility
                                        | ActivatedAbility):
        return None
    ability = head[0]
    steps = tuple(ability.instructions)
    if getattr(ability, "modes", None) or not steps or not isinstance(steps[-1], RollDie) \
            or sum(isinstance(x, RollDie) for x in nodes(steps)) != 1 or steps[-1].table:
        return None
    roll = steps[-1]
    table = [_row(m, roll.sides, name, legendary) for m in rows]
    if any(r is None for r in table):
        return None
    ability = dataclasses.replace(
        ability, text="\n".join(strip_reminder(ln) for ln in lines[i:j]),
        instructions=(*steps[:-1], dataclasses.replace(roll, table=tuple(table))))
    return ResultsTable((ability,), j)


def _row(m: re.Match[str], sides: int, name: str, legendary: bool) -> ResultRow | None:
    low, high = int(m.group(1)), int(m.group(2)) if m.group(2) else int(m.group(1))
    if m.group(3):
        high = sides  # "N+"
    if m.group(4):
        low, high = 1, int(m.group(1))  # "N or less"
    if not 1 <= low <= high <= sides:
        return None
    text = strip_reminder(m.group(5)).strip()
    read = compile_text(text, name, True, legendary)
    if read is None or len(read) != 1 or not isinstance(read[0], SpellAbility):
        return None
    spell: Any = read[0]
    if spell.targets or spell.modes or not spell.instructions:
        return None
    first = text.split(". ", 1)[0]
    if _NAMES_BEFORE.search(_OWN_CHOICE.sub("", first)) and not _self_contained(
            spell.instructions, text, name, legendary):
        return None
    return ResultRow(low, None if m.group(3) else high, tuple(spell.instructions))


#: A sentence naming an object before the row: a pronoun of the row that names something
#: outside it would be read as this object after it.
_NAMED_BEFORE = "Exile target creature. "


def _self_contained(steps: tuple[Any, ...], text: str, name: str, legendary: bool) -> bool:
    """608.2c: whether the row's pronouns name only what the row itself named ("Create a 1/1
    red Goblin creature token, then attach this Equipment to it."): read after a sentence
    naming another object, the row's instructions are the same."""
    after = compile_text(_NAMED_BEFORE + text, name, True, legendary)
    return after is not None and len(after) == 1 and isinstance(after[0], SpellAbility) \
        and tuple(after[0].instructions[1:]) == tuple(steps)


__all__ = ["ResultsTable", "results_table"]
