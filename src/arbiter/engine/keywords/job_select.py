"""Job select (702.182).

702.182a: "Job select" means "When this Equipment enters, create a 1/1 colorless Hero creature
token, then attach this Equipment to it."

Like living weapon (702.92a, `engine.keywords.living_weapon`): an enters trigger (603.6a)
whose instructions are the engine's token creation (111.2; the token is the ability's "it",
608.2c) and attaching (701.3a; 701.3b: an Equipment that can't be attached to it, or that has
left the battlefield, stays where it is, and the Hero stays a 1/1).
"""

from __future__ import annotations

from functools import cache

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import CreateToken, Custom, Ref
from arbiter.state.objects import TokenDef

#: 702.182a / 111.4: "a 1/1 colorless Hero creature token".
HERO = TokenDef("Hero Token", types=("Creature",), subtypes=("Hero",), colors=(), power=1,
                toughness=1)


@cache
def job_select_ability() -> TriggeredAbility:
    """702.182a: the triggered ability "Job select" stands for."""
    return TriggeredAbility(
        text="When this Equipment enters, create a 1/1 colorless Hero creature token, then "
             "attach this Equipment to it.",
        trigger=Trigger("enters", "self"),
        instructions=(CreateToken(token=HERO), Custom("attach_self", (Ref.it(),))))


__all__ = ["HERO", "job_select_ability"]
