"""314 Schemes: "When you set this scheme in motion, [effect]" (701.32b, 904.9), a triggered
ability functioning in the command zone, read with the grammar of any triggered ability's
effect; an effect not read keeps the line an explicit unsupported part (principle 5). The
reminder line of an ongoing scheme ("(An ongoing scheme remains face up until it's
abandoned.)", 904.11) is reminder text and adds nothing.
"""

from __future__ import annotations

import dataclasses
import re

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.schemes import SET_IN_MOTION
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import Ability, TriggeredAbility

_LINE = re.compile(r"^When you set this scheme in motion, (?P<effect>.+)$")


def scheme_line(line: str, name: str) -> list[Ability] | None:
    """701.32b: "When you set this scheme in motion, ..." read; None for any other line or
    an effect not read."""
    m = _LINE.match(line.strip())
    if m is None:
        return None
    read = compile_line(f"When ~ enters, {m.group('effect')}", name, command=True)
    if len(read) != 1 or not isinstance(read[0], TriggeredAbility) or \
            read[0].intervening_if is not None:
        return None
    return [dataclasses.replace(read[0], text=line.strip(), trigger=Trigger(
        SET_IN_MOTION, "self", zone="command"))]


__all__ = ["scheme_line"]
