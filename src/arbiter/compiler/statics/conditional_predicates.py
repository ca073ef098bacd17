"""A static ability whose predicates each carry their own condition (611.3b, 613):

    This creature gets +0/+2 as long as you control a Plains, has flying as long as you
    control an Island, ..., and has trample as long as you control a Forest.          (Tek)
    This creature has trample as long as you control a Beast, haste as long as you control
    a Goblin, ..., and "{B}: Regenerate this creature" as long as you control a Zombie.
    Equipped creature has lifelink if you control a Cleric, deathtouch if you control a
    Rogue, haste if you control a Warrior, and flying if you control a Wizard.
    Each creature you control has vigilance if it's white, hexproof if it's blue, ...

One static ability, one effect per predicate: each effect applies while its own condition
holds (611.3b), in the layer of what it does (613.1). A condition about "it" ("if it's
white") is about each object the subject names: it narrows that effect to the objects it
describes (or, when the subject is the source or the object it's attached to, it is a
condition on that object).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.static import STATIC_CONDITION, About, ItIs
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.statics.predicates import ABILITY_ITEM, PREDICATE
from arbiter.compiler.statics.statics import SUBJECT
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.conditions import Condition
from arbiter.state.effects import EffectSpec

#: "has trample as long as ..., haste as long as ...": after "has", an ability alone.
_BARE_ABILITY = ABILITY_ITEM.copy().add_parse_action(
    lambda t: [[P.AddAbilities(abilities=tuple(t))]])
_CONDITION = (kws("as long as", "if").suppress() + STATIC_CONDITION)
_ITEM = pp.Group((PREDICATE | _BARE_ABILITY) + _CONDITION)
_SEPARATOR = lit(",") + pp.Optional(sup("and")) | sup("and")


def _spec(subject: s.Selector, parts: list[P.Part], cond: object) -> EffectSpec:
    if isinstance(cond, About):
        if cond.referent != subject:
            raise pp.ParseException("", 0, "a condition about another object")
        return EffectSpec(subject, tuple(parts), condition=cond.condition)
    if isinstance(cond, ItIs):
        condition, narrow = cond.resolve(subject)
        affected = subject if narrow is None else s.And((subject, narrow))
        return EffectSpec(affected, tuple(parts), condition=condition)
    if not isinstance(cond, Condition):
        raise pp.ParseException("", 0, "an unreadable condition")
    return EffectSpec(subject, tuple(parts), condition=cond)


def _line(t: pp.ParseResults) -> StaticAbility:
    subject = t[0]
    if not isinstance(subject, s.Selector):
        raise pp.ParseException("", 0, "a subject the sentence names")
    items = list(t[1:])
    if len(items) < 2:
        raise pp.ParseException("", 0, "one condition for the whole sentence")
    return StaticAbility(text="", effects=tuple(
        _spec(subject, list(item[0]), item[1]) for item in items))


#: 611.3b: "<subject> <predicate> as long as <condition>, <predicate> as long as <condition>,
#: ..., and <predicate> as long as <condition>."
CONDITIONAL_PREDICATES_LINE = (
    SUBJECT + _ITEM + pp.OneOrMore(_SEPARATOR + _ITEM) + lit(".") + pp.StringEnd()
).set_parse_action(_line).set_name("predicates with their own conditions")

__all__ = ["CONDITIONAL_PREDICATES_LINE"]
