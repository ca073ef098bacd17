"""120.1 / 611.2c / 701.19c / 614.1a: effects on what the sentence before dealt damage to, and
"can't be regenerated this turn":

    Incinerate deals 3 damage to any target. A creature dealt damage this way can't be
    regenerated this turn.
    Anger of the Gods deals 3 damage to each creature. If a creature dealt damage this way
    would die this turn, exile it instead.
    Disintegrate deals X damage to any target. If it's a creature, it can't be regenerated
    this turn, and if it would die this turn, exile it instead.
    Engulfing Flames deals 1 damage to target creature. It can't be regenerated this turn.

"Dealt damage this way" names what the damage of the sentence before was actually dealt to
(`engine.stack.dealt_this_way`); such a sentence after anything but damage is left unread.
"<object> can't be regenerated this turn": its regeneration shields aren't applied until the
turn ends (701.19c); "if it would die this turn, exile it instead": a replacement effect on
that object until end of turn (614.1a, `compiler.replacements.zones`).
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECT, PRONOUN
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.replacements.zones import DIES_EXILED, RULE
from arbiter.engine.stack.damage_per_target import DealDamageToSlots
from arbiter.engine.stack.dealt_this_way import CANT_BE_REGENERATED, EffectOnDealtThisWay
from arbiter.rules.instructions import DealDamageDivided
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import END_OF_TURN

_NO_REGENERATION = RulesPart(CANT_BE_REGENERATED)
_DIES_EXILED = RulesPart(RULE, DIES_EXILED)


#: The instructions dealing damage whose recipients are recorded (`Resolution.dealt`).
_DAMAGE = (I.DealDamage, DealDamageDivided, DealDamageToSlots)


def _after_damage(step: EffectOnDealtThisWay) -> list[tuple[str, Any]]:
    def modify(last: list[Any]) -> list[Any]:
        if not last or not isinstance(last[-1], _DAMAGE):
            raise pp.ParseException("", 0, "'dealt damage this way' after no damage")
        return [*last, step]

    return [("modify_last", modify)]


_KIND = pp.MatchFirst([
    kws("a creature", "creatures").set_parse_action(lambda: "Creature"),
    kws("a permanent").set_parse_action(lambda: "permanent"),
])

#: 701.19c: "A creature dealt damage this way can't be regenerated this turn."
DEALT_NO_REGENERATION = (
    _KIND + sup("dealt damage this way can't be regenerated this turn") + lit(".")
).set_parse_action(lambda t: _after_damage(EffectOnDealtThisWay(
    (_NO_REGENERATION,), None if t[0] == "permanent" else t[0])))
#: 614.1a: "If a creature dealt damage this way would die this turn, exile it instead."
DEALT_DIES_EXILE = (
    sup("if") + _KIND + sup("dealt damage this way would die this turn") + lit(",")
    + sup("exile it instead") + lit(".")
).set_parse_action(lambda t: _after_damage(EffectOnDealtThisWay(
    (_DIES_EXILED,), None if t[0] == "permanent" else t[0])))

#: 701.19c: "<object> can't be regenerated this turn" (a clause).
CANT_BE_REGENERATED_THIS_TURN = (OBJECT + sup("can't be regenerated this turn")
                                 ).set_parse_action(lambda t: [[I.CreateEffect(
                                     parts=(_NO_REGENERATION,), affected=t[0],
                                     duration=END_OF_TURN)]])
#: 614.1a: "if it would die this turn, exile it instead" as a clause after "and"
#: (Disintegrate's "If it's a creature, it can't be regenerated this turn, and if it would
#: die this turn, exile it instead.").
DIES_EXILE_CLAUSE = (sup("if") + PRONOUN + sup("would die this turn") + lit(",")
                     + sup("exile it instead") + pp.FollowedBy(".")
                     ).set_parse_action(lambda t: [[I.CreateEffect(
                         parts=(_DIES_EXILED,), affected=t[0], duration=END_OF_TURN)]])

DEALT_THIS_WAY_SENTENCES = [DEALT_NO_REGENERATION, DEALT_DIES_EXILE]
CLAUSES = [CANT_BE_REGENERATED_THIS_TURN, DIES_EXILE_CLAUSE]

__all__ = ["CLAUSES", "DEALT_THIS_WAY_SENTENCES"]
