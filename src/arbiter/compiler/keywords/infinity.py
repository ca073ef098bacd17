"""∞ (702.186) on Infinity cards: "∞ — [Ability]" means "As long as this permanent is
harnessed, it has [ability]" (702.186b; harnessed: 701.64, `engine.keyword_actions.harness`).

    ∞ — At the beginning of your upkeep, return target creature card from your graveyard to
    the battlefield.

The line is one static ability granting the ability after the dash to its own object (layer
6, 613.1f) while it is harnessed. The granted ability is read by the grammar of whole lines
(`compiler.lines`); only triggered and activated abilities that function on the battlefield
are carried out here (a granted static ability would need its own condition), any other line
stays one explicit unsupported part (principle 5).
"""

from __future__ import annotations

import dataclasses
import re

from arbiter.compiler.lines import compile_text
from arbiter.compiler.unread import unsupported
from arbiter.engine.keyword_actions.harness import is_harnessed
from arbiter.rules.abilities import Ability, ActivatedAbility, StaticAbility, TriggeredAbility
from arbiter.rules.keywords import strip_reminder
from arbiter.rules.parts import AddAbilities
from arbiter.rules.selectors import SELF
from arbiter.state.effects import EffectSpec

_LINE = re.compile(r"^\u221e\s*[\u2014-]\s*(?P<ability>.+)$", re.DOTALL)


def infinity(line: str, name: str, legendary: bool = False) -> list[Ability] | None:
    """702.186b: the static ability of a "∞ — ..." line (or an unsupported part); None for
    any other line."""
    text = strip_reminder(line).strip()
    m = _LINE.match(text)
    if m is None:
        return None
    read = compile_text(m.group("ability"), name, legendary=legendary)
    if not read or len(read) != 1 or not isinstance(read[0], ActivatedAbility | TriggeredAbility):
        return [unsupported(line, name, legendary=legendary)]
    ab = read[0]
    zone = ab.zone if isinstance(ab, ActivatedAbility) else (
        ab.trigger.zone if ab.trigger is not None else "")
    if zone != "battlefield":
        return [unsupported(line, name, legendary=legendary)]
    granted = dataclasses.replace(ab, text=m.group("ability").strip())
    return [StaticAbility(text=text, condition=is_harnessed(),
                          effects=(EffectSpec(SELF, (AddAbilities(abilities=(granted,)),)),))]


__all__ = ["infinity"]
