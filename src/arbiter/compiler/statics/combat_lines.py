"""Whole-line static templates of the long tail, each in its own module, offered to
`compiler.lines_by_concept` as one alternative:

    Creatures with islandwalk can be blocked as though they didn't have islandwalk.
                                                  (`compiler.statics.blocking_as_though`, 509.1b)
    You may have ~ assign its combat damage as though it weren't blocked.
                                                  (`compiler.statics.unblocked_damage`, 510.1b-c)
    This creature can't attack unless defending player controls an Island.
                                                  (`compiler.statics.attack_unless`, 508.1c)
    All creatures able to block ~ do so.
                                      (`compiler.statics.block_requirement_lines`, 509.1b-c)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.statics.attack_unless import ATTACK_UNLESS_LINE
from arbiter.compiler.statics.block_requirement_lines import BLOCK_REQUIREMENT_LINES
from arbiter.compiler.statics.blocking_as_though import LANDWALK_BLOCKABLE_LINE
from arbiter.compiler.statics.unblocked_damage import UNBLOCKED_DAMAGE_LINE

COMBAT_LINES = pp.MatchFirst([
    LANDWALK_BLOCKABLE_LINE,
    UNBLOCKED_DAMAGE_LINE,
    ATTACK_UNLESS_LINE,
    BLOCK_REQUIREMENT_LINES,
]).set_name("combat lines")

__all__ = ["COMBAT_LINES"]
