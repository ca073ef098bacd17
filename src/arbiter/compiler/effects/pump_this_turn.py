"""One sentence, two one-shot effects with their own durations (611.2a, 514.2): a change
"until end of turn" joined to a rules change "this turn":

    This creature gets +3/-1 until end of turn and can attack this turn as though it
    didn't have defender.                                           (Mobile Fort; 702.3b)
    Target creature gets +1/+0 until end of turn and can't be blocked this turn.
    Each creature you control gets +3/+3 until end of turn and must be blocked this turn
    if able.                                                        (509.1c)
    Target creature becomes red until end of turn and attacks this turn if able.  (508.1d)
    It gets +2/+2 until end of turn and can block an additional creature this turn. (509.1a)

Both effects end in the cleanup step (514.2), so each is created on the same subject until
end of turn: the first with the predicates read as `compiler.effects.effects`' MODIFY reads
them, the second with the rules effect the sentence's "this turn" form gives (the same parts
as `compiler.effects.block_restrictions` and `compiler.effects.combat_requirements`). A rules
effect on a group isn't locked to the creatures there as it began (611.2c,
`compiler.effects.effects.one_shot_effect`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECTS, one_shot_effect
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.statics.predicates import PREDICATES
from arbiter.engine.combat.block_requirements import MUST_BE_BLOCKED
from arbiter.rules import parts as P
from arbiter.state.effects import END_OF_TURN

#: A plural subject without a determiner ("Creatures you control gain hexproof ...").
_PLURAL = (NOUN + pp.FollowedBy(kws("get", "gain", "have", "become"))).set_parse_action(
    lambda t: t[0].selector())
_SUBJECT = OBJECTS | _PLURAL


def _rules_only(t: pp.ParseResults) -> list:
    parts = list(t[0])
    if not parts or not all(isinstance(p, P.RulesPart) for p in parts):
        raise pp.ParseException("", 0, "a change of characteristics 'this turn'")
    return [parts]


#: The rules change "this turn" after "and".
_THIS_TURN = pp.MatchFirst([
    # 509.1c
    kw("must be blocked this turn if able").set_parse_action(
        lambda: [[P.RulesPart(MUST_BE_BLOCKED)]]),
    # 702.3b (`engine.combat.declare`)
    kws("can attack this turn as though it didn't have defender",
        "can attack this turn as though they didn't have defender").set_parse_action(
        lambda: [[P.RulesPart("attacks_as_though_no_defender")]]),
    # 508.1d: it applies in every combat of the turn
    kws("attacks this turn if able", "attack this turn if able").set_parse_action(
        lambda: [[P.RulesPart("attacks_each_combat_if_able")]]),
    # 509.1a
    kw("can block an additional creature this turn").set_parse_action(
        lambda: [[P.RulesPart("block_additional", 1)]]),
    # 509.1b: "can't be blocked this turn except by creatures with haste"
    (sup("can't be blocked this turn except by") + NOUN).set_parse_action(
        lambda t: [[P.RulesPart("cant_be_blocked_except_by", t[0].selector())]]),
    # "can't be blocked this turn", "can't be blocked by creature tokens this turn", "can
    # block any number of creatures this turn": the static predicates with "this turn"
    (PREDICATES + sup("this turn") + pp.FollowedBy(lit(".") | lit(",") | pp.StringEnd())
     ).set_parse_action(_rules_only),
])


def _two_effects(t: pp.ParseResults) -> list:
    who, first, rules = t[0], list(t[1]), list(t[2])
    return [[one_shot_effect(first, who, END_OF_TURN), one_shot_effect(rules, who, END_OF_TURN)]]


#: "<subject> [each] <predicates> until end of turn and <rules change> this turn".
PUMP_AND_THIS_TURN = (_SUBJECT + pp.Optional(sup("each")) + PREDICATES
                      + sup("until end of turn and") + _THIS_TURN).set_parse_action(_two_effects)

__all__ = ["PUMP_AND_THIS_TURN"]
