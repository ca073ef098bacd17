"""702.159a: "Visit — [Effect]" on an Attraction (717.5): "Whenever you roll to visit your
Attractions, if the result is equal to a number that is lit up on this Attraction,
[effect]." It is read as a triggered ability on the event of this Attraction being visited
(`engine.keyword_actions.attractions.VISITED`, 701.52a), its effect by the grammar of any
triggered ability's effect. A visit ability that claims a prize (702.159b, its "Prize —"
paragraph), or whose effect isn't read, stays an explicit unsupported part (principle 5).

    Visit — Create a Food token.
    Visit — Put a +1/+1 counter on target creature you control. That creature gains
            vigilance until end of turn.
"""

from __future__ import annotations

import dataclasses
import re

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.attractions import VISITED
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import Ability, TriggeredAbility
from arbiter.rules.keywords import strip_reminder

_LINE = re.compile(r"^Visit\s*[\u2014-]\s*(?P<effect>.+)$")


def visit_line(line: str, name: str, legendary: bool = False) -> list[Ability] | None:
    """702.159a: a visit ability whose effect is read; None for any other line."""
    text = strip_reminder(line).strip()
    m = _LINE.match(text)
    if m is None or "claim the prize" in text.lower():
        return None
    effect = m.group("effect").strip()
    read = compile_line(f"When ~ enters, {effect[:1].lower()}{effect[1:]}", name,
                        legendary=legendary)
    if len(read) != 1 or not isinstance(read[0], TriggeredAbility) or \
            read[0].intervening_if is not None or read[0].mode_options:
        return None
    return [dataclasses.replace(read[0], text=text, trigger=Trigger(VISITED, "self"))]


__all__ = ["visit_line"]
