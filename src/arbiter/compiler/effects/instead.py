"""A spell's line that modifies the line before it (608.2c: later text may modify earlier
text): "Creatures you control get +1/+1 until end of turn." followed by the line "Coven — If
you control three or more creatures with different powers, creatures you control get +2/+1
until end of turn instead."

The two lines are read as one effect (`compiler.effects.sentences`' "instead": If(Not(condition),
earlier, later)), so the condition is checked once, as the spell resolves, and exactly one
of the two is followed. The earlier line's ability carries that effect; the "instead" line
itself adds nothing more (an ability with no instructions, keeping its text)."""

from __future__ import annotations

import dataclasses
import re

from arbiter.rules.abilities import Ability, SpellAbility

#: "[Ability word — ]If <condition>, <effect> instead." / "If <condition>, instead <effect>." /
#: "<source> deals N damage instead if <condition>." (`compiler.effects.damage_amount_instead`)
_INSTEAD_LINE = re.compile(r"^(?:[A-Z][a-z']+(?: [a-z']+)* [—-] )?(?:If [^.]*(?:, instead |"
                           r" instead\.$)|[^.]* deals [^.]* damage instead if [^.]*\.$)")


def instead_of_previous(previous: str, earlier: list[Ability], line: str, name: str,
                        spell: bool, legendary: bool = False
                        ) -> tuple[Ability, Ability] | None:
    """The earlier line's ability and this line's, when this spell line is an "instead"
    sentence modifying the single spell ability of the line before; else None."""
    from arbiter.compiler.lines import compile_text
    from arbiter.rules.keywords import strip_reminder

    if not spell or not _INSTEAD_LINE.match(line) or len(earlier) != 1 or not isinstance(
            earlier[0], SpellAbility) or earlier[0].modes or not earlier[0].instructions:
        return None
    body = re.sub(r"^[A-Z][a-z']+(?: [a-z']+)* [—-] ", "", line)
    joined = compile_text(previous + " " + body, name, spell, legendary)
    if joined is None or len(joined) != 1 or not isinstance(joined[0], SpellAbility):
        return None
    first = dataclasses.replace(joined[0], text=earlier[0].text)
    return first, SpellAbility(text=strip_reminder(line))
