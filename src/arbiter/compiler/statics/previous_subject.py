"""Sentences whose "it" is the object the previous sentence of the same static ability
affects (611.3b, 613.4c): a second sentence that adds to or replaces the first one's bonus
while a condition holds.

    Equipped creature gets +1/+0. It gets +3/+1 instead as long as an opponent has eight or
        more cards in their graveyard.                                   (Mind Carver)
    Equipped creature gets +1/+1. If it's a Warrior, it gets +2/+1 instead.   (Relic Axe)
    Equipped creature gets +1/+1. As long as it's legendary, it gets an additional +2/+2.
        As long as it's red, it has trample.                              (Tenza, Godo's Maul)

"instead" (611.3b): while the condition holds, the object gets the second bonus and not the
first; while it doesn't, the first. So the first sentence's power/toughness change becomes an
effect applying while the condition doesn't hold, and the second one applies while it does.
Both are layer 7c changes of the same ability (613.4c), so nothing else about them changes.
A condition about "it" ("it's a Warrior", "it's red") is about that object: for the object
the source is attached to, a condition on it (`AttachedMatches`); for the source itself, a
condition on the source; for a group, a narrowing of the group, object by object.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

import pyparsing as pp

from arbiter.compiler.conditions.static import STATIC_CONDITION, About, ItIs
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.statics.predicates import PREDICATES
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.static_conditions import AllOf, Negation
from arbiter.state.effects import EffectSpec


@dataclass(frozen=True)
class ItSentence:
    """"[As long as / If <condition>,] it <predicates> [instead] [as long as <condition>]."
    with "it" the previous sentence's subject."""

    parts: tuple[P.Part, ...]
    condition: object
    instead: bool


_END = lit(".") | pp.PrecededBy(pp.Literal('."'))
_LEAD = (pp.MatchFirst([sup("as long as"), sup("if")]) + STATIC_CONDITION + lit(",")
         ).set_parse_action(lambda t: ("cond", t[0]))
_TRAIL = (sup("as long as") + STATIC_CONDITION).set_parse_action(lambda t: ("cond", t[0]))
_INSTEAD = kw("instead").set_parse_action(lambda: ("instead", True))


def _sentence(t: pp.ParseResults) -> ItSentence:
    items = list(t)
    conds = [x[1] for x in items if isinstance(x, tuple) and x[0] == "cond"]
    if len(conds) > 1:
        raise pp.ParseException("", 0, "one condition for a sentence about \"it\"")
    parts = next(x for x in items if isinstance(x, list))
    instead = any(isinstance(x, tuple) and x[0] == "instead" for x in items)
    return ItSentence(tuple(parts), conds[0] if conds else None, instead)


#: "It gets +3/+1 instead as long as ...", "If it's a Warrior, it gets +2/+1 instead.",
#: "As long as it's red, it has trample."
#: A sentence without a condition may not say "gains" or "becomes": in a static ability the
#: object "has" and "is" (Subversive Acolyte's modes, "This creature becomes a Human Cleric.
#: It gets +1/+1 and gains lifelink.", are one-shot effects of an activated ability).
_ONE_SHOT_VERB = pp.Regex(r"it\b[^.]*\b(?:gains?|becomes?)\b", re.IGNORECASE)
IT_SENTENCE = (
    _LEAD + sup("it") + PREDICATES + pp.Optional(_INSTEAD) + pp.Optional(_TRAIL) + _END
    | pp.NotAny(_ONE_SHOT_VERB) + sup("it") + PREDICATES + pp.Optional(_INSTEAD)
    + pp.Optional(_TRAIL) + _END).set_parse_action(_sentence)


def _resolve(cond: object, subject: s.Selector) -> tuple[Condition | None, s.Selector | None]:
    """The condition as a condition of the ability and/or a narrowing of its objects."""
    if isinstance(cond, About):
        return cond.condition, None
    if isinstance(cond, ItIs):
        return cond.resolve(subject)
    if isinstance(cond, Condition):
        return cond, None
    raise pp.ParseException("", 0, "an unreadable condition")


def _narrowed(subject: s.Selector, narrow: s.Selector | None,
              negate: bool = False) -> s.Selector:
    if narrow is None:
        return subject
    return s.And((subject, s.Not(narrow) if negate else narrow))


def _and(a: Condition | None, b: Condition | None) -> Condition | None:
    if a is None or b is None:
        return a or b
    return AllOf((a, b))


def _one_object(subject: s.Selector) -> bool:
    """Is the subject one object: the source itself or the object it is attached to?"""
    return isinstance(subject, (s.IsSource, s.AttachedBySource))


def _plain_it(previous: StaticAbility, it: ItSentence) -> StaticAbility:
    """"Enchanted creature is a Turtle with base power and toughness 0/1. It can't attack
    and loses all abilities.": a sentence without a condition about the one object the
    previous one affects is more of the same effect (one ability, one timestamp, 613.7a).
    After a sentence with a condition, about several objects or with "instead", it is left
    unread: whether the condition reaches it, or what "it" is, isn't said."""
    subject = previous.effects[0].affected
    if it.instead or previous.condition is not None or subject is None or any(
            e.condition is not None or e.affected != subject for e in previous.effects):
        raise pp.ParseException("", 0, "\"it\" after a conditional or compound sentence")
    if not _one_object(subject):
        raise pp.ParseException("", 0, "\"it\" after a sentence about a group")
    return StaticAbility(text="", effects=(*previous.effects, EffectSpec(subject, it.parts)))


def with_it_sentence(previous: StaticAbility, it: ItSentence) -> StaticAbility:
    """The previous sentence's ability with this sentence about its object added."""
    outer = previous.condition
    subject = previous.effects[0].affected
    if it.condition is None:
        return _plain_it(previous, it)
    if isinstance(subject, s.Or) or previous.effects[0].condition is not None:
        raise pp.ParseException("", 0, "\"it\" after a conditional or compound sentence")
    cond, narrow = _resolve(it.condition, subject)
    new = EffectSpec(_narrowed(subject, narrow), it.parts, condition=_and(outer, cond))
    if not it.instead:
        before = tuple(dataclasses.replace(e, condition=_and(outer, e.condition))
                       for e in previous.effects)
        return StaticAbility(text="", effects=(*before, new))
    if len(previous.effects) != 1:
        raise pp.ParseException("", 0, "\"instead\" after a sentence about several objects")
    (spec,) = previous.effects
    # 611.3b "instead": the first bonus applies only while the condition doesn't hold.
    if not it.parts or not all(isinstance(p, P.ModifyPT) for p in it.parts):
        raise pp.ParseException("", 0, "\"instead\" replaces a power/toughness change")
    replaced = tuple(p for p in spec.parts if isinstance(p, P.ModifyPT))
    kept = tuple(p for p in spec.parts if not isinstance(p, P.ModifyPT))
    if len(replaced) != 1:
        raise pp.ParseException("", 0, "\"instead\" needs one bonus before it")
    effects = []
    if kept:
        effects.append(dataclasses.replace(spec, parts=kept, condition=outer))
    effects.append(EffectSpec(_narrowed(subject, narrow, negate=True), replaced,
                              condition=_and(outer, Negation(cond) if cond else None)))
    effects.append(new)
    return StaticAbility(text="", effects=tuple(effects))


__all__ = ["IT_SENTENCE", "ItSentence", "with_it_sentence"]
