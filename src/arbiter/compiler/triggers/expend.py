"""700.14: "Whenever you expend N" as grammar.

    Whenever you expend 4, ...          (Bark-Knuckle Boxer)
    When ~ enters and whenever you expend 4, ...   (with `compiler.triggers.compound`)

The engine emits an "expend" event as a player pays a cost to cast a spell, carrying the
mana they had spent to cast spells this turn before and after the payment
(`engine.casting.expend`); the ability triggers when N lies in between (`Trigger.nth`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import DIGITS, sup
from arbiter.engine.triggers.conditions import Trigger

YOU_EXPEND = (sup("you expend") + DIGITS + pp.FollowedBy(",")).set_parse_action(
    lambda t: Trigger("expend", "you", nth=t[0])).set_name("you expend N")

__all__ = ["YOU_EXPEND"]
