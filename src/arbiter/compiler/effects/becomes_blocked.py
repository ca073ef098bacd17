""""<attacking creatures> become(s) blocked" as a clause (509.1h; `engine.combat.become_blocked`):

    Attacking creatures become blocked.                     (Fog Patch)
    Target unblocked attacking creature becomes blocked.    (Curtain of Light, Trap Runner)
    X target attacking creatures become blocked.            (Choking Vines)

"Attacking creatures" with no "all" or "each" is the group as the effect resolves (608.2c).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECTS
from arbiter.compiler.grammar.lexicon import kws
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.combat.become_blocked import BecomeBlocked

_VERB = kws("becomes blocked", "become blocked")
#: "Attacking creatures become blocked" (a plural subject, no "all").
_PLURAL = (NOUN + pp.FollowedBy(_VERB)).set_parse_action(lambda t: t[0].selector())

#: 509.1h: "<objects> become(s) blocked".
BECOMES_BLOCKED = ((OBJECTS | _PLURAL) + _VERB.suppress()).set_parse_action(
    lambda t: [[BecomeBlocked(what=t[0])]])

__all__ = ["BECOMES_BLOCKED"]
