"""120.3 / 120.4: each object of a group dealing damage equal to its power
(`engine.stack.each_deals_damage`):

    Each creature deals damage to itself equal to its power.              (Solar Blaze)
    Each other Bird you control deals damage equal to its power to target creature an
        opponent controls.                                                (Bartz and Boko)
    Each creature you control that's a Wolf or a Werewolf deals damage equal to its power
        to that creature.                                                 (Moonlight Hunt)

    Up to two target creatures you control each deal damage equal to their power to target
        creature an opponent controls.                                    (Allies at Last)
    Target creature you control and up to one other target legendary creature you control
        each deal damage equal to their power to target creature you don't control.
                                                                          (Friendly Rivalry)
    [One or two target creatures you control each get +1/+0 until end of turn.] They each
        deal damage equal to their power to target creature an opponent controls.
                                                                          (Terrific Team-Up)

The recipient is one object: a target or the object named before ("that creature"); a
group or a player as recipient isn't read here. Target sources are the target creatures
themselves ("they": the targets named before, 608.2c); "another target creature" as the
recipient is other than those targets (115.3, `compiler.grammar.other_targets`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import PRONOUN, TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.refs import PluralPronoun
from arbiter.engine.stack.each_deals_damage import ITSELF, EachDealsDamage


def _targets_deal(t: pp.ParseResults) -> list[list[EachDealsDamage]]:
    *sources, to = t
    return [[EachDealsDamage(from_refs=tuple(sources), to=to)]]


#: "they" naming the target creatures named before (608.2c), not a lone "it"
_THEY = PRONOUN.copy().add_condition(lambda t: isinstance(t[0], PluralPronoun))
#: "<target creatures> [and <other target creature>] each deal damage equal to their power
#: to <target>" / "They each deal ...".
_TARGETS_DEAL = (
    ((TARGET_OBJECT + pp.Optional(sup("and") + TARGET_OBJECT)) | _THEY)
    + sup("each deal damage equal to their power to") + TARGET_OBJECT
).set_parse_action(_targets_deal)

#: "each <objects> deals damage to itself equal to its power" / "... deals damage equal to
#: its power to <object>".
EACH_DEALS_DAMAGE = pp.MatchFirst([
    (sup("each") + NOUN + sup("deals damage to itself equal to its power")
     ).set_parse_action(lambda t: [[EachDealsDamage(t[0].selector(), to=ITSELF)]]),
    (sup("each") + NOUN + sup("deals damage equal to its power to")
     + (TARGET_OBJECT | PRONOUN)
     ).set_parse_action(lambda t: [[EachDealsDamage(t[0].selector(), to=t[1])]]),
    _TARGETS_DEAL,  # 120.3, 608.2b
])

__all__ = ["EACH_DEALS_DAMAGE"]
