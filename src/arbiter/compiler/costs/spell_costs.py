"""601.2f: a spell's own cost change, as grammar:

    ~ costs {N} less|more to cast [if <condition> | for each <count>].
    If <condition>, ~ costs {N} less|more to cast.
    ~ costs {N} less|more to cast if it targets <a quality>.   (`rules.target_costs`)
    ~ costs {1}{W} more to cast for each target beyond the first.   (strive)
    ~ costs {X} less to cast, where X is <the greatest power among creatures you control |
        the total power of creatures you control | your devotion to black | ...>.
    <spells> you cast from your graveyard cost {N} less|more to cast.   (a static ability)
    <spells> you cast from anywhere other than your hand cost {N} less to cast.

("This spell" is "~" after `compiler.grammar.text.normalize`.) Only generic amounts are read; a
coloured reduction ("{U} less") stays unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.conditions import CONDITION
from arbiter.compiler.costs.self_cost_conditions import (
    SELF_COST_CONDITION,
    SELF_COST_DURING,
    SELF_COST_EACH,
    SELF_COST_X,
)
from arbiter.compiler.grammar.lexicon import MANA_COST, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.grammar.turn_counts import TURN_COUNT
from arbiter.compiler.statics.predicates import COUNT, FOR_EACH
from arbiter.engine.casting.total_cost import CostChange
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.cast_restrictions import CastAnotherSpellThisTurn
from arbiter.rules.spell_costs import GreatestPower, SelfCostChange
from arbiter.rules.spell_selectors import CastFrom
from arbiter.rules.target_costs import TargetCostChange
from arbiter.rules.turn_totals import TotalPower
from arbiter.state.effects import EffectSpec

_GENERIC = pp.Regex(r"\{(\d+)\}").set_parse_action(lambda t: int(t[0][1:-1]))


def _self_cost(t: pp.ParseResults) -> SelfCostChange:
    amount = t[0] if t[1].lower() == "more" else -t[0]
    rest = t[2] if len(t) > 2 else None
    if rest is None:
        return SelfCostChange(text="", amount=amount)
    kind, value = rest
    if kind == "if":
        return SelfCostChange(text="", amount=amount, condition=value)
    return SelfCostChange(text="", amount=amount, per=value)


_IF = (kws("if", "as long as").suppress() + (
    kw("you've cast another spell this turn").set_parse_action(
        lambda: CastAnotherSpellThisTurn()) | (CONDITION + pp.FollowedBy("."))
    | SELF_COST_CONDITION)).set_parse_action(  # 601.2i; `compiler.costs.self_cost_conditions`
    lambda t: [("if", t[0])])
_EACH = (SELF_COST_EACH | TURN_COUNT | FOR_EACH).add_parse_action(lambda t: [("each", t[0])])
_DURING = SELF_COST_DURING.copy().add_parse_action(lambda t: [("if", t[0])])
_SELF_COST = (sup("~ costs") + _GENERIC + kws("less", "more") + sup("to cast")
              + pp.Optional(_IF | _EACH | _DURING) + lit(".")).set_parse_action(_self_cost)


def _leading_if(t: pp.ParseResults) -> SelfCostChange:
    """"If <condition>, ~ costs {N} less to cast." (Avatar of Woe): the same as the
    condition written after."""
    return _self_cost(pp.ParseResults([t[1], t[2], ("if", t[0])]))


_LEADING_IF = (sup("if") + ((CONDITION + pp.FollowedBy(",")) | SELF_COST_CONDITION)
               + lit(",") + sup("~ costs") + _GENERIC
               + kws("less", "more") + sup("to cast") + lit(".")).set_parse_action(_leading_if)
def _if_targets(t: pp.ParseResults) -> TargetCostChange:
    n: Noun = t[2]
    if n.kind == "player":
        raise pp.ParseException("", 0, "a quality of objects")
    amount = t[0] if t[1].lower() == "more" else -t[0]
    return TargetCostChange(text="", amount=amount, selector=n.selector())


#: 601.2f with 601.2c: "~ costs {N} less to cast if it targets <a quality>." /
#: "~ costs {1}{W} more to cast for each target beyond the first." (strive)
_TARGETS = pp.MatchFirst([
    (sup("~ costs") + _GENERIC + kws("less", "more") + sup("to cast if it targets")
     + kws("a", "an").suppress() + NOUN + lit(".")).set_parse_action(_if_targets),
    (sup("~ costs") + MANA_COST + sup("more to cast for each target beyond the first")
     + lit(".")).set_parse_action(lambda t: TargetCostChange(text="", per_target=t[0])),
])
def _amount_x(t: pp.ParseResults) -> SelfCostChange:
    return SelfCostChange(text="", amount=1 if t[0].lower() == "more" else -1, per=t[1])


_OF = sup("creatures you control").set_parse_action(lambda: s.And((s.CREATURE, s.YOURS)))
#: 601.2f: "~ costs {X} less to cast, where X is <a number>." (107.3: X defined by the text)
_WHERE_X = (sup("~ costs {X}") + kws("less", "more") + sup("to cast, where X is")
            + pp.MatchFirst([
                (sup("the greatest power among") + _OF).set_parse_action(
                    lambda t: GreatestPower(t[0])),
                (sup("the total power of") + _OF).set_parse_action(lambda t: TotalPower(t[0])),
                SELF_COST_X,  # `compiler.costs.self_cost_conditions`
                COUNT,
            ]) + lit(".")).set_parse_action(_amount_x)
SELF_COST_LINE = _TARGETS | _WHERE_X | _SELF_COST | _LEADING_IF



def _cast_from_cost(t: pp.ParseResults) -> StaticAbility:
    """601.2f: a cost change for the spells its controller casts from their graveyard (judged
    as the cost is determined, while the card is still there: `CastFrom`)."""
    n: Noun = t[0]
    if n.kind != "spell" or n.zones != ("stack",):
        raise pp.ParseException("", 0, "a cost change applies to spells")
    amount = t[1] if t[2].lower() == "more" else -t[1]
    preds = [p for p in n.preds if not (isinstance(p, s.And) and not p.parts)]
    spells = s.And((*preds, s.OwnedByYou(), CastFrom("graveyard")))
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(
        rule="cost_increase", detail=CostChange(amount, spells, "you")),)),))


_FROM_GRAVEYARD = (NOUN + sup("you cast from your graveyard cost") + _GENERIC
                   + kws("less", "more") + sup("to cast") + lit(".")
                   ).set_parse_action(_cast_from_cost)


def _not_from_hand_cost(t: pp.ParseResults) -> StaticAbility:
    """601.2f: "Spells you cast from anywhere other than your hand cost {2} less to cast.":
    any spell its controller casts that isn't a card cast from their own hand (601.2a)."""
    n: Noun = t[0]
    if n.kind != "spell" or n.zones != ("stack",):
        raise pp.ParseException("", 0, "a cost change applies to spells")
    amount = t[1] if t[2].lower() == "more" else -t[1]
    preds = [p for p in n.preds if not (isinstance(p, s.And) and not p.parts)]
    spells = s.And((*preds, s.Not(s.And((CastFrom("hand"), s.OwnedByYou())))))
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(
        rule="cost_increase", detail=CostChange(amount, spells, "you")),)),))


_NOT_FROM_HAND = (NOUN + sup("you cast from anywhere other than your hand cost") + _GENERIC
                  + kws("less", "more") + sup("to cast") + lit(".")
                  ).set_parse_action(_not_from_hand_cost)
CAST_FROM_COST_LINE = _FROM_GRAVEYARD | _NOT_FROM_HAND

__all__ = ["CAST_FROM_COST_LINE", "SELF_COST_LINE"]
