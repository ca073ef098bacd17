"""120.3 / 608.2b: a target creature as the source of damage — "Target creature you control
deals damage equal to its power to target creature you don't control." (Rabid Bite, Ram
Through's first sentence, Master's Rebuke).

The creature deals the damage (it is its source: deathtouch, lifelink and "whenever this
creature deals damage" apply, 120.3, 702.2b, 702.15b), and "its power" is the source's power
as the spell resolves (608.2h). If the creature is an illegal target as the spell resolves, it
deals no damage (608.2b, `engine.replacement.damage.do_deal_damage`); if the recipient is, it
isn't dealt any.

"another target creature" is a second target requirement other than the first (115.3:
the creature can't be chosen for both; `compiler.grammar.other_targets` makes it
`TargetSpec.other_than_earlier` once the targets are numbered). Any other "other" ("each
other creature") means other than the target creature, not other than the spell (the plain
`OTHER` selector), and stays unread.
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import EQUAL_TO, RECIPIENT, TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import A_NUMBER, sup
from arbiter.rules import selectors as s
from arbiter.rules.instructions import objects as I
from arbiter.rules.structure import nodes
from arbiter.rules.values import PowerOf


def _mentions_other(x: Any) -> bool:
    return any(n == s.OTHER for n in nodes(x))


def _other_target(source: Any, to: Any) -> bool:
    """115.3: "another target <object>" after the target creature dealing the damage."""
    from arbiter.compiler.grammar.refs import Pending

    return isinstance(source, Pending) and isinstance(to, Pending) \
        and source.spec.kind != "player" and to.spec.kind != "player"


def _damage(t: pp.ParseResults) -> list[list[I.Instruction]]:
    source, amount, to = t[0], t[1], t[2]
    if _mentions_other(to) and not _other_target(source, to):
        raise pp.ParseException("", 0, "'other' than the target creature")
    return [[I.DealDamage(amount, to=to, source=source)]]


_AMOUNT = (A_NUMBER + sup("damage")) | (sup("damage") + EQUAL_TO)
#: "<target creature> deals <N damage | damage equal to its power> to <recipient>".
TARGET_DEALS_DAMAGE = (TARGET_OBJECT + sup("deals") + _AMOUNT + sup("to") + RECIPIENT
                       ).set_parse_action(_damage)



def _to_itself(t: pp.ParseResults) -> list[list[I.Instruction]]:
    # the same target phrase names source and recipient: one target (`compiler.grammar.refs`)
    return [[I.DealDamage(PowerOf(), to=t[0], source=t[0])]]


#: "Target creature deals damage to itself equal to its power." (Justice Strike): the creature
#: is both the source and the recipient (120.3; deathtouch, lifelink and infect apply).
DAMAGE_TO_ITSELF = (TARGET_OBJECT + sup("deals damage to itself equal to its power")
                    ).set_parse_action(_to_itself)

__all__ = ["DAMAGE_TO_ITSELF", "TARGET_DEALS_DAMAGE"]
