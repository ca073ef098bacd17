"""311-312, 901: the triggered abilities only planes and phenomena have, functioning in the
command zone (901.7), each effect read with the grammar of any triggered ability's effect:

    Whenever chaos ensues, [effect].                                   (311.7, 901.9b)
    When you planeswalk to ~, [effect].                                (701.31d, 901.11)
    When you planeswalk to ~ and at the beginning of your upkeep, ...  (603.2: either event)
    When you encounter ~, [effect].                                    (312.5)
    Whenever you roll the planar die, [effect].                        (901.9d)

"~" is the card's name, "this plane", "this phenomenon" or "here". An effect not read, an
intervening "if", or a second event not read keeps the line an explicit unsupported part
(principle 5). "When you planeswalk away from ~" (701.31d: the card turned face down, a new
object, 901.7a) and "chaos ensues for" one object aren't read.
"""

from __future__ import annotations

import dataclasses
import re

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.planeswalk import CHAOS_ENSUES, PLANESWALKED_TO
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.turn.planar_die import ROLLS_PLANAR_DIE
from arbiter.rules.abilities import Ability, TriggeredAbility
from arbiter.rules.keywords import strip_reminder


def _self(name: str) -> str:
    return rf"(?:{re.escape(name)}|this plane|this phenomenon|this)"


def _patterns(name: str) -> list[tuple[re.Pattern[str], Trigger]]:
    me = _self(name)
    return [
        # 311.7: the chaos ability of the plane that is its source
        (re.compile(r"^Whenever chaos ensues, (?P<effect>.+)$", re.IGNORECASE),
         Trigger(CHAOS_ENSUES, "self", zone="command")),
        # 701.31d: the card turned face up is the one planeswalked to
        (re.compile(rf"^When(?:ever)? you planeswalk (?:to {me}|here)"
                    r"(?: (?P<also>and|or) (?P<other>at the beginning of [^,]+))?, "
                    r"(?P<effect>.+)$"),
         Trigger(PLANESWALKED_TO, "self", zone="command")),
        # 312.5: "When you move this card off a planar deck and turn it face up"
        (re.compile(rf"^When you encounter {me}, (?P<effect>.+)$"),
         Trigger(PLANESWALKED_TO, "self", zone="command")),
        # 901.9d: the planar controller rolls the planar die
        (re.compile(r"^Whenever you roll the planar die, (?P<effect>.+)$"),
         Trigger(ROLLS_PLANAR_DIE, "you", zone="command")),
    ]


def _one_trigger(text: str, name: str) -> TriggeredAbility | None:
    read = compile_line(text, name, command=True)
    if len(read) != 1 or not isinstance(read[0], TriggeredAbility) or \
            read[0].intervening_if is not None or read[0].trigger is None:
        return None
    return read[0]


def plane_line(line: str, name: str) -> list[Ability] | None:
    """A plane's or phenomenon's own trigger read; None for any other line, or one whose
    effect (or second event) isn't read."""
    plain = strip_reminder(line).strip()
    for pattern, trigger in _patterns(name):
        m = pattern.match(plain)
        if m is None:
            continue
        ab = _one_trigger(f"When ~ enters, {m.group('effect')}", name)
        if ab is None:
            return None
        if m.groupdict().get("other"):
            # 603.2: "When you planeswalk to ~ and at the beginning of your upkeep": one
            # ability triggering on either event.
            other = _one_trigger(f"{m.group('other')}, {m.group('effect')}", name)
            if other is None or other.trigger is None or other.trigger.any_of or \
                    other.instructions != ab.instructions or other.targets != ab.targets:
                return None
            trigger = Trigger(trigger.event, "self", zone="command",
                              any_of=(trigger, other.trigger))
        return [dataclasses.replace(ab, text=plain, trigger=trigger)]
    return None


__all__ = ["plane_line"]
