"""One-shot combat requirements and permissions lasting the turn (611.2a), written with the
duration inside the predicate:

    <objects> attacks this turn if able.                  (508.1d; Courtly Provocateur)
    Creatures your opponents control attack this turn if able.    (Bident of Thassa)
    <objects> blocks this turn if able.                   (509.1c; Nacatl Hunt-Pride)
    Target creature blocks ~ this turn if able.           (509.1c; Burning-Tree Bloodscale)
    ~ can block an additional creature this turn.         (509.1a; Coastline Chimera)
    Target creature can't block ~ this turn.              (509.1b; Duct Crawler)

Each is the rules effect the static wording gives ("attacks each combat if able", "blocks
each combat if able", provoke's "blocks this creature if able", "can block an additional
creature each combat"; `engine.combat.declare`, `engine.combat.block_requirements`), until
end of turn: it applies in every combat of the turn (508.1d, 509.1c), and the engine
checks, as attackers or blockers are declared, whether the creature is able (a tapped
creature isn't, 508.1a, 509.1a). "Blocks ~" names the ability's source: the effect's
source, as for provoke (702.39a); so does "can't block ~" (the restriction "can't block
<creatures>" matching the source, `engine.combat.block_restrictions`). A group's requirement
changes no characteristics, so it isn't locked to the creatures there as it began (611.2c,
`compiler.effects.effects`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.becomes_blocked import BECOMES_BLOCKED
from arbiter.compiler.effects.effects import OBJECTS, one_shot_effect
from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.combat.block_requirements import BLOCKS_IF_ABLE, BLOCKS_SOURCE
from arbiter.engine.combat.block_restrictions import CANT_BLOCK_MATCHING
from arbiter.rules import parts as P
from arbiter.rules.selectors import SELF
from arbiter.state.effects import END_OF_TURN

#: "Creatures your opponents control attack this turn if able" (a plural subject, no "all").
_PLURAL = (NOUN + pp.FollowedBy(kws("attack", "block", "can't block"))).set_parse_action(
    lambda t: t[0].selector())
_SUBJECT = OBJECTS | _PLURAL


def _until_end_of_turn(rule: str, detail: object = None):
    return lambda t: [[one_shot_effect([P.RulesPart(rule, detail)], t[0], END_OF_TURN)]]


#: 508.1d: "<objects> attack(s) this turn if able".
ATTACKS_THIS_TURN = (_SUBJECT + kws("attacks this turn if able", "attack this turn if able")
                     .suppress()).set_parse_action(
    _until_end_of_turn("attacks_each_combat_if_able"))
#: 509.1c: "<objects> block(s) this turn if able".
BLOCKS_THIS_TURN = (_SUBJECT + kws("blocks this turn if able", "block this turn if able")
                    .suppress()).set_parse_action(_until_end_of_turn(BLOCKS_IF_ABLE))
#: 509.1c: "Target creature blocks ~ this turn if able" (~: the effect's source, 702.39a).
BLOCKS_SOURCE_THIS_TURN = (OBJECTS + sup("blocks ~ this turn if able")).set_parse_action(
    _until_end_of_turn(BLOCKS_SOURCE))
#: 509.1a: "~ can block an additional creature this turn" (each such effect adds one).
BLOCK_ADDITIONAL_THIS_TURN = (OBJECTS + kw("can block an additional creature this turn")
                              .suppress()).set_parse_action(
    _until_end_of_turn("block_additional", 1))

#: 509.1b: "Target creature can't block ~ this turn" (~: the effect's source).
CANT_BLOCK_SOURCE_THIS_TURN = (_SUBJECT + sup("can't block ~ this turn")).set_parse_action(
    _until_end_of_turn(CANT_BLOCK_MATCHING, SELF))

COMBAT_REQUIREMENTS = [ATTACKS_THIS_TURN, BLOCKS_THIS_TURN, BLOCKS_SOURCE_THIS_TURN,
                       BLOCK_ADDITIONAL_THIS_TURN, CANT_BLOCK_SOURCE_THIS_TURN,
                       BECOMES_BLOCKED]  # 509.1h

__all__ = ["COMBAT_REQUIREMENTS"]
