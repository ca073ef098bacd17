"""One-shot blocking restrictions whose duration sits inside the predicate (509.1b, 611.2):

    <object> can't be blocked this turn except by <objects>.
    <object> must be blocked this turn if able.                     (509.1c)
    All creatures able to block <object> this turn do so.           (509.1c)
    <object> can attack this turn as though it didn't have defender. (702.3b)

(`compiler.statics.predicates` reads "can't be blocked except by <objects> [this turn]"; Oracle text
puts "this turn" before "except by".)
"""

from __future__ import annotations

from arbiter.compiler.effects.effects import OBJECTS
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.combat.block_requirements import ALL_ABLE_BLOCK, MUST_BE_BLOCKED
from arbiter.rules import parts as P
from arbiter.rules.instructions import objects as I
from arbiter.state.effects import END_OF_TURN

#: 509.1b: "Gingerbrute can't be blocked this turn except by creatures with haste."
CANT_BE_BLOCKED_THIS_TURN_EXCEPT = (
    OBJECTS + sup("can't be blocked this turn except by") + NOUN).set_parse_action(
    lambda t: [[I.CreateEffect(parts=(P.RulesPart("cant_be_blocked_except_by",
                                                  t[1].selector()),),
                               affected=t[0], duration=END_OF_TURN)]])

#: 509.1c: "Target creature must be blocked this turn if able." (a requirement until end of
#: turn, `engine.combat.block_requirements`)
MUST_BE_BLOCKED_THIS_TURN = (
    OBJECTS + sup("must be blocked this turn if able")).set_parse_action(
    lambda t: [[I.CreateEffect(parts=(P.RulesPart(MUST_BE_BLOCKED),), affected=t[0],
                               duration=END_OF_TURN)]])
#: 509.1c: "All creatures able to block target creature this turn do so."
ALL_ABLE_BLOCK_THIS_TURN = (
    sup("all creatures able to block") + OBJECTS + sup("this turn do so")).set_parse_action(
    lambda t: [[I.CreateEffect(parts=(P.RulesPart(ALL_ABLE_BLOCK),), affected=t[0],
                               duration=END_OF_TURN)]])

#: 702.3b: "This creature can attack this turn as though it didn't have defender." (the rules
#: effect `engine.combat.declare` reads, until end of turn)
ATTACK_DESPITE_DEFENDER_THIS_TURN = (
    OBJECTS + kws("can attack this turn as though it didn't have defender",
                  "can attack this turn as though they didn't have defender").suppress()
).set_parse_action(
    lambda t: [[I.CreateEffect(parts=(P.RulesPart("attacks_as_though_no_defender"),),
                               affected=t[0], duration=END_OF_TURN)]])

BLOCK_RESTRICTIONS = [CANT_BE_BLOCKED_THIS_TURN_EXCEPT, MUST_BE_BLOCKED_THIS_TURN,
                      ALL_ABLE_BLOCK_THIS_TURN, ATTACK_DESPITE_DEFENDER_THIS_TURN]

__all__ = ["BLOCK_RESTRICTIONS"]
