"""602.2b / 601.2f: "Activated abilities [of <permanents>] cost {N} more to activate [unless
they're mana abilities]." — a cost increase on activated abilities (the engine side:
`engine.casting.activation_cost_changes`):

    Activated abilities of white enchantments cost {3} more to activate.        (Gloom)
    Activated abilities of enchanted creature cost {3} more to activate.        (Oppressive Rays)
    Activated abilities cost {2} more to activate unless they're mana abilities.
                                                                     (Suppression Field)

With a subject, a rules part (613.11) on each object it selects; without one, a rules part on
the source that covers every activated ability of every object (in any zone). 605.1a: "unless
they're mana abilities" spares the mana abilities; without it they cost more too (605.3).
Generic mana only: "{X}" or a colored increase stays unread. Reductions: "Activated
abilities of <permanents> cost {N} less to activate[. This effect can't reduce the mana in
that cost to less than one mana.]" (Training Grounds, Sam, Loyal Attendant) and "Equip
abilities you activate cost {1} less to activate." (Fighter Class; 702.6a): "... that
target ~" and "... of other Equipment" stay unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.statics.statics import subject_selector
from arbiter.engine.casting.activation_cost_changes import (
    EQUIP_REDUCTION,
    INCREASE,
    INCREASE_ALL,
    REDUCTION,
    ActivationCostChange,
    ActivationCostReduction,
)
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

_GENERIC = pp.Regex(r"\{(\d+)\}").set_parse_action(lambda t: int(t[0][1:-1]))
_UNLESS_MANA = kw("unless they're mana abilities").set_parse_action(lambda: True)


def _line(t: pp.ParseResults) -> StaticAbility:
    items = list(t)
    spare = items[-1] is True
    if spare:
        items = items[:-1]
    amount = items[-1]
    change = ActivationCostChange(amount, spare)
    if len(items) == 1:  # no subject: every activated ability
        return StaticAbility(text="", effects=(EffectSpec(s.SELF, (
            P.RulesPart(rule=INCREASE_ALL, detail=change),)),))
    return StaticAbility(text="", effects=(EffectSpec(subject_selector(items[0]), (
        P.RulesPart(rule=INCREASE, detail=change),)),))


#: 602.2b / 601.2f: the whole line.
ACTIVATION_COST_INCREASE_LINE = (
    sup("activated abilities") + pp.Optional(sup("of") + NOUN) + sup("cost") + _GENERIC
    + sup("more to activate") + pp.Optional(_UNLESS_MANA) + lit(".") + pp.StringEnd()
).set_parse_action(_line)

def _reduction(t: pp.ParseResults) -> StaticAbility:
    noun, amount = t[0], t[1]
    if noun.zones != ("battlefield",):
        raise pp.ParseException("", 0, "abilities of cards in other zones: not read here")
    change = ActivationCostReduction(amount, floor_one=len(t) > 2)
    return StaticAbility(text="", effects=(EffectSpec(subject_selector(noun), (
        P.RulesPart(rule=REDUCTION, detail=change),)),))


#: 602.2b / 601.2f: "Activated abilities of creatures you control cost {2} less to activate.
#: This effect can't reduce the mana in that cost to less than one mana." (Training Grounds)
ACTIVATION_COST_REDUCTION_LINE = (
    sup("activated abilities of") + NOUN + sup("cost") + _GENERIC + sup("less to activate")
    + lit(".") + pp.Optional(kw("this effect can't reduce the mana in that cost to less than "
                                "one mana").set_parse_action(lambda: True) + lit("."))
    + pp.StringEnd()
).set_parse_action(_reduction)

#: 702.6a / 601.2f: "Equip abilities you activate cost {1} less to activate."
EQUIP_REDUCTION_LINE = (sup("equip abilities you activate cost") + _GENERIC
                        + sup("less to activate") + lit(".") + pp.StringEnd()
                        ).set_parse_action(lambda t: StaticAbility(text="", effects=(EffectSpec(
                            s.SELF, (P.RulesPart(rule=EQUIP_REDUCTION, detail=t[0]),)),)))

__all__ = ["ACTIVATION_COST_INCREASE_LINE", "ACTIVATION_COST_REDUCTION_LINE",
           "EQUIP_REDUCTION_LINE"]
