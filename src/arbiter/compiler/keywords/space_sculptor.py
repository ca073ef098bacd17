"""702.158d: an ability acting on "each creature in the sector of your choice" ("[−1]: Put a
+1/+1 counter on each creature in the sector of your choice.", "[−5]: Destroy all creatures
in the sector of your choice."): the line is read as any other, "in the sector of your
choice" standing for the creatures of a sector not yet chosen (`rules.sectors`), and its
instructions wait for the choice (`InSectorOfChoice`)."""

from __future__ import annotations

import dataclasses

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import Ability, ActivatedAbility, SpellAbility, TriggeredAbility
from arbiter.rules.sectors import InSectorOfChoice


def sector_choice_line(line: str, name: str, spell: bool = False,
                       legendary: bool = False) -> list[Ability] | None:
    """The line's one ability, its instructions following a choice of sector; None for a
    line not naming "the sector of your choice" or not read."""
    if "the sector of your choice" not in line:
        return None
    read = compile_line(line, name, spell, legendary=legendary)
    if len(read) != 1 or not isinstance(read[0], ActivatedAbility | SpellAbility |
                                        TriggeredAbility):
        return None
    ab = read[0]
    return [dataclasses.replace(ab, instructions=(InSectorOfChoice(then=ab.instructions),))]


__all__ = ["sector_choice_line"]
