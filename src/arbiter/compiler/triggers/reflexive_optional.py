"""603.12: a reflexive triggered ability after an optional action or payment:

    You may sacrifice another creature. When you do, ~ deals damage equal to ...
    You may discard a card. When you do, target creature gets -2/-2 until end of turn.
    You may pay {1}. When you do, attach ~ to it.
    You may pay {E}{E}{E}. When you do, ~ deals damage equal to its power to any target.

The reflexive ability triggers only if the player did the action (`Resolution.did`: the
actions `compiler.effects.recorded_actions` names) or paid the cost (118.12, 118.3: only a
cost they can pay is offered); it is put on the stack the next time a player would receive
priority, and its targets are chosen then (603.3d). The other actions "When you do" may name
(creating tokens, blight, collect evidence) are `compiler.triggers.delayed`'s.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from arbiter.compiler.effects.recorded_actions import recorded
from arbiter.engine.keyword_actions.blight import Blight
from arbiter.engine.keyword_actions.collect_evidence import CollectEvidence
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I


def reflexive_after_optional(last: list[Any], reflexive: TriggeredAbility
                             ) -> list[Any] | None:
    """The sentence before "When you do" (its instructions, `last`) with the reflexive
    ability attached, or None when it isn't an optional action or payment of yours."""
    if len(last) != 1:
        return None
    step = last[0]
    if isinstance(step, I.MayDo) and step.reflexive is None and step.do \
            and recorded(step.do[-1]) and not (
                len(step.do) > 1 and isinstance(step.do[-1], Blight | CollectEvidence)):
        # 603.12: "you may sacrifice another creature. When you do, ..." (701.68b, 701.59b:
        # "you may <x> and blight 1" isn't read, as for "If you do")
        return [dataclasses.replace(step, reflexive=reflexive)]
    if isinstance(step, I.MayPay) and step.who == "you" and not step.any_number \
            and step.reflexive is None and not step.then and not step.otherwise:
        # 603.12 / 118.12: "you may pay {1}. When you do, ...": if they paid.
        return [dataclasses.replace(step, reflexive=reflexive)]
    return None


__all__ = ["reflexive_after_optional"]
