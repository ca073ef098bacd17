"""The trigger condition "Whenever <~ | equipped creature | enchanted creature> deals combat
damage, ..." (510.2, 603.2, 603.2c): combat damage to anything. All combat damage of a step
is dealt at once (510.2), so the engine emits one "deals_combat_damage" event for each source
that dealt any, whatever it was dealt to and however many recipients (`engine.combat.damage`):
the ability triggers once for each combat damage step in which its creature deals damage
(twice with first strike and double strike, 510.4). Noncombat damage doesn't trigger it.

    Whenever this creature deals combat damage, you gain 3 life.     (Descendant of Kiyomaro)
    Whenever equipped creature deals combat damage, ...
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.triggers.conditions import Trigger

_DEALER = pp.MatchFirst([
    kw("~").set_parse_action(lambda: "self"),
    kw("enchanted creature").set_parse_action(lambda: "enchanted"),
    kw("equipped creature").set_parse_action(lambda: "equipped"),
])

#: 510.2: "<dealer> deals combat damage," with no recipient named.
DEALS_COMBAT_DAMAGE = (_DEALER + sup("deals combat damage") + pp.FollowedBy(lit(","))
                       ).set_parse_action(lambda t: Trigger("deals_combat_damage", t[0]))

__all__ = ["DEALS_COMBAT_DAMAGE"]
