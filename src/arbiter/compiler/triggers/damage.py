"""Triggered abilities on a "deals damage" event whose effect uses the amount dealt
(603.2, 120.3; `engine.replacement.damage.dealt_event` emits one event per source with the total):

    Whenever <~ | enchanted creature | equipped creature> deals damage, you gain that much life.

"That much" is the damage the triggering event dealt (603.7c-like: the event's amount,
`values.EventAmount`); it is read only in this trigger, where the event carries it.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import values as V
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I

_DEALER = pp.MatchFirst([
    kw("~").set_parse_action(lambda: "self"),
    kw("enchanted creature").set_parse_action(lambda: "enchanted"),
    kw("equipped creature").set_parse_action(lambda: "equipped"),
])


def _gain(t: pp.ParseResults) -> TriggeredAbility:
    return TriggeredAbility(text="", trigger=Trigger("deals_damage", t[0]),
                            instructions=(I.GainLife(V.EventAmount(), "you"),))


#: 120.3 / 603.2: "Whenever ~ deals damage, you gain that much life." (Exalted Angel,
#: Spirit Link, Armadillo Cloak).
DAMAGE_LIFE_LINE = (sup("whenever") + _DEALER + sup("deals damage") + lit(",")
                    + kws("you gain that much life").suppress() + lit(".")
                    ).set_parse_action(_gain)

__all__ = ["DAMAGE_LIFE_LINE"]
