"""Whole-line templates kept in modules by concept, offered to `compiler.lines` as one
alternative tried first (each is a complete line ending in "."):

    ~ costs {N} less to cast if ... / for each ...     (`compiler.spell_costs`, 601.2f)
    <spells> you cast from your graveyard cost {N} less to cast.   (the same)
    [~ | <spells>] can't be countered.                  (`compiler.uncounterable`, 701.6a)
    ~ enters with your choice of a <kind> counter or ... (`compiler.enters_choice`, 614.1c)
    Prevent all [combat] damage that would be dealt by <~ | enchanted creature>. (615.1,
                                                        `compiler.prevention_statics`)
    Activated abilities of sources with the chosen name can't be activated unless they're
    mana abilities.                                     (`compiler.named_bans`, 602.5)
    <objects> can't be the targets of spells or abilities.  (`compiler.untargetable`, 115.1)
    If a spell would deal damage to ..., prevent that damage / ... plus N instead.
                                                        (`compiler.spell_damage`, 615.1, 614.1a)
    If a spell or ability an opponent controls causes you to discard ~, put it onto the
    battlefield instead ...                             (`compiler.discard_replacement`, 614.1a)
    ~ gets +X/+Y, where X is the exiled card's power ...  (`compiler.linked`, 607.2a)
    As long as ~ is paired with another creature, both creatures have ...
                                                        (`compiler.soulbond`, 702.95b)
    You may have ~ enter as a copy of <objects>, except it's 7/7 / it has <abilities> ...
                                                        (`compiler.copy_exceptions`, 707.9b)
    You may exert ~ as it attacks. When you do, <effects>.  (`compiler.exert_lines`, 701.43d)
    Enchanted creature has protection from <quality>. This effect doesn't remove ~.
                                                        (`compiler.protection_aura_lines`, 702.16n)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.copy_exceptions import COPY_EXCEPTIONS_LINE
from arbiter.compiler.discard_replacement import DISCARD_REPLACEMENT_LINE
from arbiter.compiler.enters_choice import ENTERS_WITH_CHOICE
from arbiter.compiler.exert_lines import EXERT_LINE
from arbiter.compiler.granted_flashback import GRANTED_FLASHBACK_LINE
from arbiter.compiler.linked import LINKED_PT_LINE
from arbiter.compiler.named_bans import NAMED_BAN_LINE
from arbiter.compiler.noted_life import NOTE_AS_ENTERS_LINE
from arbiter.compiler.player_aura_statics import (
    AS_TRANSFORMS_ATTACH_LINE,
    NAMED_SPELLS_COST_LINE,
)
from arbiter.compiler.prevention_statics import PREVENTION_LINE
from arbiter.compiler.protection_aura_lines import PROTECTION_AURA_LINE
from arbiter.compiler.soulbond import PAIRED_LINE
from arbiter.compiler.spell_costs import CAST_FROM_COST_LINE, SELF_COST_LINE
from arbiter.compiler.spell_damage import SPELL_DAMAGE_LINES
from arbiter.compiler.static_tail_lines import STATIC_TAIL_LINES
from arbiter.compiler.uncounterable import UNCOUNTERABLE_LINE
from arbiter.compiler.untargetable import CANT_BE_TARGETED_LINE

MORE_LINES = pp.MatchFirst([STATIC_TAIL_LINES,
                             PAIRED_LINE, SELF_COST_LINE, CAST_FROM_COST_LINE, UNCOUNTERABLE_LINE,
                             ENTERS_WITH_CHOICE, PREVENTION_LINE, NAMED_BAN_LINE,
                             NAMED_SPELLS_COST_LINE, AS_TRANSFORMS_ATTACH_LINE,
                             NOTE_AS_ENTERS_LINE,
                             LINKED_PT_LINE, CANT_BE_TARGETED_LINE,
                             *SPELL_DAMAGE_LINES, DISCARD_REPLACEMENT_LINE,
                             GRANTED_FLASHBACK_LINE, COPY_EXCEPTIONS_LINE,
                             EXERT_LINE, PROTECTION_AURA_LINE]).set_name("more lines")

__all__ = ["MORE_LINES"]
