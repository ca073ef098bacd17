"""120.3 / 120.4: each object of a group dealing damage equal to its power
(`engine.stack.each_deals_damage`):

    Each creature deals damage to itself equal to its power.              (Solar Blaze)
    Each other Bird you control deals damage equal to its power to target creature an
        opponent controls.                                                (Bartz and Boko)
    Each creature you control that's a Wolf or a Werewolf deals damage equal to its power
        to that creature.                                                 (Moonlight Hunt)

The recipient is one object: a target or the object named before ("that creature"); a
group or a player as recipient isn't read here.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import PRONOUN, TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.stack.each_deals_damage import ITSELF, EachDealsDamage

#: "each <objects> deals damage to itself equal to its power" / "... deals damage equal to
#: its power to <object>".
EACH_DEALS_DAMAGE = pp.MatchFirst([
    (sup("each") + NOUN + sup("deals damage to itself equal to its power")
     ).set_parse_action(lambda t: [[EachDealsDamage(t[0].selector(), ITSELF)]]),
    (sup("each") + NOUN + sup("deals damage equal to its power to")
     + (TARGET_OBJECT | PRONOUN)
     ).set_parse_action(lambda t: [[EachDealsDamage(t[0].selector(), t[1])]]),
])

__all__ = ["EACH_DEALS_DAMAGE"]
