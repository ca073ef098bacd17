"""510.1a: "<creature> assigns no combat damage this turn / this combat" as a resolving
effect (Ophidian, Laccolith Grunt, Keeper of Tresserhorn, Master of Cruelties):

    Whenever this creature attacks and isn't blocked, you may draw a card. If you do, this
    creature assigns no combat damage this turn.

A rules effect on the creature (`engine.combat.damage_amount.NO_COMBAT_DAMAGE`) lasting until
end of turn, or until end of combat for "this combat" (611.2a, 511.3): in each combat damage
step while it lasts the creature assigns none, as a creature whose power is 0 doesn't
(510.1a), neither to what it attacks nor to creatures blocking or blocked by it.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECTS, one_shot_effect
from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.combat.block_requirements import END_OF_COMBAT
from arbiter.engine.combat.damage_amount import NO_COMBAT_DAMAGE
from arbiter.rules import parts as P
from arbiter.state.effects import END_OF_TURN

_DURATION = pp.MatchFirst([
    kw("this turn").set_parse_action(lambda: END_OF_TURN),
    kw("this combat").set_parse_action(lambda: END_OF_COMBAT),
])

#: 510.1a: "<objects> assigns / assign no combat damage this turn | this combat".
ASSIGNS_NO_COMBAT_DAMAGE = (
    OBJECTS + pp.one_of(["assigns no combat damage", "assign no combat damage"],
                        caseless=True).suppress() + _DURATION
).set_parse_action(lambda t: [[one_shot_effect([P.RulesPart(NO_COMBAT_DAMAGE)], t[0], t[1])]])

__all__ = ["ASSIGNS_NO_COMBAT_DAMAGE"]
