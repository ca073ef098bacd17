"""Effects that stop a permanent's activated abilities from being activated (602.5: a
player can't begin to activate an ability that's prohibited from being activated):

    Enchanted creature can't attack or block, and its activated abilities can't be activated.
    Enchanted permanent can't attack or block, and its activated abilities can't be
        activated unless they're mana abilities.                         (605.1a)
    Enchanted creature's activated abilities can't be activated.
                                      (the line: `compiler.statics.activation_ban_line`)

The predicate gives the rules part `CANT_ACTIVATE` (613.11), checked for every activated
ability a player would activate and for the mana abilities that pay a cost
(`engine.keyword_actions.detain.activation_forbidden`); "unless they're mana abilities"
spares the abilities 605.1a calls mana abilities.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws
from arbiter.engine.keyword_actions.detain import CANT_ACTIVATE, UNLESS_MANA
from arbiter.rules import parts as P

UNLESS_MANA_ABILITIES = kw("unless they're mana abilities")
CANT_BE_ACTIVATED = kw("activated abilities can't be activated")


def ban_parts(t: pp.ParseResults) -> list[list[P.Part]]:
    mana = "mana" in [str(w).lower() for w in t]
    return [[P.RulesPart(rule=CANT_ACTIVATE, detail=UNLESS_MANA if mana else None)]]


#: 602.5: "its activated abilities can't be activated [unless they're mana abilities]", a
#: predicate of the subject before it ("Enchanted creature can't attack or block, and ...").
ACTIVATION_BAN = (kws("its", "their") + CANT_BE_ACTIVATED + pp.Optional(UNLESS_MANA_ABILITIES)
                  ).set_parse_action(ban_parts)


__all__ = ["ACTIVATION_BAN", "CANT_BE_ACTIVATED", "UNLESS_MANA_ABILITIES", "ban_parts"]
