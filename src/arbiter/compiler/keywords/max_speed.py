"""Max speed (702.178): "Max speed — [Ability]" means "As long as your speed is 4, this object
has '[Ability].'" (702.178a; speed: 702.179, `rules.speed`).

    Max speed — {T}: Add {R} for each Goblin you control.
    Max speed — Whenever a nontoken creature you control dies, create a tapped 2/2 black
    Zombie creature token.

The line is one static ability granting the ability after the dash to its own object (layer
6, 613.1f) while its controller has max speed (`rules.speed.HasMaxSpeed`). The granted
ability is read by the grammar of whole lines (`compiler.lines`). A granted static ability
that only changes its own object's power and toughness or abilities ("This creature gets
+1/+1 and has menace.") exists exactly while the max speed condition holds, so it is that
static ability with the condition. 702.178b: a granted ability that functions from another
zone makes the max speed ability function there too: an activated ability of a card in a
graveyard ("Max speed — {3}, Exile this card from your graveyard: Draw a card.") is granted
by a static ability functioning in the graveyard (`rules.zone_statics`); any other line
stays one explicit unsupported part (principle 5).
"""

from __future__ import annotations

import dataclasses
import re

from arbiter.compiler.grammar.text import normalize
from arbiter.compiler.lines import compile_text
from arbiter.compiler.unread import unsupported
from arbiter.rules.abilities import Ability, ActivatedAbility, StaticAbility, TriggeredAbility
from arbiter.rules.keywords import strip_reminder
from arbiter.rules.parts import AddAbilities, ModifyPT
from arbiter.rules.selectors import SELF
from arbiter.rules.speed import HasMaxSpeed
from arbiter.rules.zone_statics import ZoneStaticAbility
from arbiter.state.effects import EffectSpec

_LINE = re.compile(r"^Max speed - (?P<ability>.+)$")
_RAW = re.compile(r"^Max speed\s*[\u2014-]\s*(?P<ability>.+)$", re.DOTALL)


def max_speed(line: str, name: str, legendary: bool = False) -> list[Ability] | None:
    """702.178a: the static ability of a "Max speed — ..." line (or an unsupported part);
    None for any other line."""
    text = normalize(strip_reminder(line), name, legendary)
    m = _LINE.match(text)
    if m is None:
        return None
    read = compile_text(m.group("ability"), name, legendary=legendary)
    if read and len(read) == 1 and _own_static(read[0]):
        return [dataclasses.replace(read[0], text=strip_reminder(line),
                                    condition=HasMaxSpeed())]
    if not read or len(read) != 1 or not isinstance(read[0], ActivatedAbility | TriggeredAbility):
        return [unsupported(line, name, legendary=legendary)]
    ab = read[0]
    zone = ab.zone if isinstance(ab, ActivatedAbility) else (
        ab.trigger.zone if ab.trigger is not None else "")
    if zone not in ("battlefield", "graveyard") or (
            zone == "graveyard" and not isinstance(ab, ActivatedAbility)):
        return [unsupported(line, name, legendary=legendary)]  # 702.178b
    raw = _RAW.match(strip_reminder(line))
    granted = dataclasses.replace(ab, text=raw.group("ability").strip() if raw else "")
    effects = (EffectSpec(SELF, (AddAbilities(abilities=(granted,)),)),)
    if zone == "graveyard":
        # 702.178b / 113.6c: an activated ability of a card in a graveyard ("{3}, Exile this
        # card from your graveyard: Draw a card."): the max speed ability functions there
        return [ZoneStaticAbility(text=strip_reminder(line), condition=HasMaxSpeed(),
                                  effects=effects, zones=frozenset({"graveyard"}))]
    return [StaticAbility(text=strip_reminder(line), condition=HasMaxSpeed(), effects=effects)]


def _own_static(ab: Ability) -> bool:
    """A static ability changing only its own object's power/toughness or abilities (613.4c,
    613.1f), with no condition of its own."""
    return isinstance(ab, StaticAbility) and ab.condition is None and bool(ab.effects) and all(
        e.affected == SELF and e.condition is None
        and all(isinstance(p, ModifyPT | AddAbilities) for p in e.parts) for e in ab.effects)


__all__ = ["max_speed"]
