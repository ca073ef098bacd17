"""311-312, 901: the triggered abilities only planes and phenomena have, functioning in the
command zone (901.7), each effect read with the grammar of any triggered ability's effect:

    Whenever chaos ensues, [effect].                                   (311.7, 901.9b)
    When you planeswalk to ~, [effect].                                (701.31d, 901.11)
    When you planeswalk to ~ and at the beginning of your upkeep, ...  (603.2: either event)
    When you encounter ~, [effect].                                    (312.5)
    Whenever you roll the planar die, [effect].                        (901.9d)
    When you planeswalk away from ~, [effect].                         (701.31d, 603.10a)
    Whenever you planeswalk here, at the beginning of your upkeep, or whenever chaos
    ensues, [effect].                                                  (603.2: any of them)

"~" is the card's name, "this plane", "this phenomenon", "this" or "here". An effect not
read, an intervening "if", or another event not read keeps the line an explicit unsupported
part (principle 5). "Chaos ensues for" one object isn't read.
"""

from __future__ import annotations

import dataclasses
import re

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.planeswalk import (
    CHAOS_ENSUES,
    PLANESWALKED_AWAY,
    PLANESWALKED_TO,
)
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.turn.planar_die import ROLLS_PLANAR_DIE
from arbiter.rules.abilities import Ability, TriggeredAbility
from arbiter.rules.keywords import strip_reminder


def _events(name: str) -> list[tuple[re.Pattern[str], Trigger]]:
    me = rf"(?:{re.escape(name)}|this plane|this phenomenon|this|here)"
    return [
        # 701.31d: the card turned face up is the one planeswalked to
        (re.compile(rf"you planeswalk (?:to {me}|here)", re.IGNORECASE),
         Trigger(PLANESWALKED_TO, "self", zone="command")),
        # 312.5: "When you move this card off a planar deck and turn it face up"
        (re.compile(rf"you encounter {me}", re.IGNORECASE),
         Trigger(PLANESWALKED_TO, "self", zone="command")),
        # 701.31d: the card turned face down (looked back at, 603.10a)
        (re.compile(rf"you planeswalk away from {me}", re.IGNORECASE),
         Trigger(PLANESWALKED_AWAY, "self", zone="command")),
        # 311.7: the chaos ability of the plane that is its source
        (re.compile(r"chaos ensues", re.IGNORECASE),
         Trigger(CHAOS_ENSUES, "self", zone="command")),
        # 901.9d: the planar controller rolls the planar die
        (re.compile(r"you roll the planar die", re.IGNORECASE),
         Trigger(ROLLS_PLANAR_DIE, "you", zone="command")),
    ]


_STEP = re.compile(r"at the beginning of [^,]+?(?=, | and | or )")
_MORE = re.compile(r"(?:,? (?:and|or) (?:whenever |when )?|, (?:or )?(?:whenever |when )?)")


def _heads(text: str, events: list[tuple[re.Pattern[str], Trigger]]
           ) -> list[tuple[list[Trigger | str], str]]:
    """The ways to read `text` as events then ", [effect]": (each event's trigger, or the
    words of an "at the beginning of" event; the effect)."""
    out: list[tuple[list[Trigger | str], str]] = []
    found: list[tuple[Trigger | str, int]] = [
        (t, m.end()) for pattern, t in events if (m := pattern.match(text))]
    if (m := _STEP.match(text)) is not None:
        found.append((m.group(0), m.end()))
    for event, end in found:
        rest = text[end:]
        if rest.startswith(", ") and len(rest) > 2:
            out.append(([event], rest[2:]))
        if (more := _MORE.match(rest)) is not None:
            out += [([event, *others], effect)
                    for others, effect in _heads(rest[more.end():], events)]
    return out


def _one_trigger(text: str, name: str) -> TriggeredAbility | None:
    read = compile_line(text, name, command=True)
    if len(read) != 1 or not isinstance(read[0], TriggeredAbility) or \
            read[0].intervening_if is not None or read[0].trigger is None:
        return None
    return read[0]


def _read(events: list[Trigger | str], effect: str, name: str) -> TriggeredAbility | None:
    ab = _one_trigger(f"When ~ enters, {effect}", name)
    if ab is None:
        return None
    triggers: list[Trigger] = []
    for event in events:
        if isinstance(event, Trigger):
            triggers.append(event)
            continue
        # 603.2: "... and at the beginning of your upkeep": one ability, either event
        other = _one_trigger(f"{event}, {effect}", name)
        if other is None or other.trigger is None or other.trigger.any_of or \
                other.instructions != ab.instructions or other.targets != ab.targets:
            return None
        triggers.append(other.trigger)
    if not any(isinstance(e, Trigger) for e in events):
        return None  # no event only a plane has: not this module's line
    trigger = triggers[0] if len(triggers) == 1 else Trigger(
        triggers[0].event, "self", zone="command", any_of=tuple(triggers))
    return dataclasses.replace(ab, trigger=trigger)


def plane_line(line: str, name: str) -> list[Ability] | None:
    """A plane's or phenomenon's own trigger read; None for any other line, or one whose
    effect (or other event) isn't read."""
    plain = strip_reminder(line).strip()
    m = re.match(r"^When(?:ever)? (?P<rest>.+)$", plain)
    if m is None:
        return None
    for events, effect in _heads(m.group("rest"), _events(name)):
        ab = _read(events, effect, name)
        if ab is not None:
            return [dataclasses.replace(ab, text=plain)]
    return None


__all__ = ["plane_line"]
