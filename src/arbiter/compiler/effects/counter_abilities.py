"""Countering activated and triggered abilities on the stack (701.6a), and what happens to
the permanent whose ability was countered:

    counter [up to one] target activated or triggered ability                   (701.6a)
    counter target spell, activated ability, or triggered ability               (701.6a)
    counter target spell or ability that targets you or a creature you control  (115.1)
    counter target activated ability [from an artifact source]                  (701.6a)
    If an ability of an artifact, creature, or planeswalker is countered this way, that
        permanent <predicates> for as long as ~ remains on the battlefield.
                                                            (109.2, 611.2b, 613.1f)

A mana ability never uses the stack (605.3b), so it is never such a target (the Oracle
reminder "(Mana abilities can't be targeted.)"). The second sentence rewrites the
`CounterTarget` just before it (608.2c): its `then` runs only if the countered ability's
source is, as it is countered, a permanent on the battlefield of one of the named card
types (109.2: "an artifact" without "card" or "spell" is a permanent), and "that permanent"
is that same object (`Ref.it()`, 400.7). "For as long as ~ remains on the battlefield" is
the engine's `WHILE_SOURCE` duration (611.2b: if ~ has already left as the ability
resolves, the effect never starts and does nothing).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import _pending
from arbiter.compiler.grammar.lexicon import CARD_TYPE, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, located
from arbiter.compiler.grammar.spell_targets import that_targets
from arbiter.compiler.statics.predicates import PREDICATES
from arbiter.rules.instructions import objects as I
from arbiter.rules.selectors import Selector
from arbiter.rules.stack_abilities import StackAbility
from arbiter.state.effects import WHILE_SOURCE


def _target(t: pp.ParseResults) -> Any:
    up_to = "up_to" in list(t)
    words = "target activated or triggered ability"
    return _pending(I.TargetSpec("ability", up_to=up_to,
                                 description=("up to one " if up_to else "") + words))


_UP_TO = kw("up to one").set_parse_action(lambda: "up_to")
_ABILITY_TARGET = (pp.Optional(_UP_TO) + sup("target activated or triggered ability")
                   ).set_parse_action(_target)
#: 701.6a: "target activated ability [from an artifact source]", "target activated or
#: triggered ability from a noncreature source" (`rules.stack_abilities`).
ABILITY_KINDS = pp.MatchFirst([
    kw("activated or triggered ability").set_parse_action(lambda: "activated triggered"),
    kw("activated ability").set_parse_action(lambda: "activated"),
    kw("triggered ability").set_parse_action(lambda: "triggered"),
])
ABILITY_SOURCE = (sup("from") + kws("a", "an").suppress()
           + pp.Regex(r"(non)?(artifact|creature|enchantment|land|planeswalker)\b",
                      re.IGNORECASE) + sup("source"))


def _kind_target(toks: list[Any], text: str) -> Any:
    kinds = tuple(str(toks[0]).split())
    source = str(toks[1]).lower() if len(toks) > 1 else ""
    negated = source.startswith("non")
    source = source.removeprefix("non").capitalize()
    return _pending(I.TargetSpec("ability", StackAbility(kinds, source, negated),
                                 description=text))


_KIND_TARGET = located(sup("target") + ABILITY_KINDS + pp.Optional(ABILITY_SOURCE), _kind_target
                       ) + ~kws("or", ",")
#: 701.6a: "counter [up to one] target activated or triggered ability".
#: 115.1 / 701.6a: "target spell, activated ability, or triggered ability" (Disallow) and
#: "target spell or ability": a spell or an ability on the stack.
#: 115.1: "target spell or ability that targets you or a creature you control".
_SPELL_OR_ABILITY = located(
    kws("target spell, activated ability, or triggered ability", "target spell or ability")
    + pp.Optional(that_targets(NOUN)),
    lambda toks, text: _pending(I.TargetSpec(
        "spell_or_ability", selector=next((x for x in toks if isinstance(x, Selector)), None),
        description=text)))
COUNTER_ABILITY = (sup("counter") + ((_ABILITY_TARGET + ~kw("from")) | _SPELL_OR_ABILITY
                                      | _KIND_TARGET)
                   ).set_parse_action(
    lambda t: [[I.CounterTarget(t[0])]])

_TYPES = (kws("an", "a").suppress() + CARD_TYPE
          + pp.ZeroOrMore(lit(",") + ~sup("or") + CARD_TYPE)
          + pp.Optional(pp.Optional(lit(",")) + sup("or") + CARD_TYPE))


def _types(t: pp.ParseResults) -> frozenset[str]:
    return frozenset(str(x) for x in t)


def _countered_sentence(t: pp.ParseResults) -> list[tuple[str, Any]]:
    types, parts = t[0], tuple(t[1])

    def modify(last: list[Any]) -> list[Any]:
        if len(last) != 1 or not isinstance(last[0], I.CounterTarget) or last[0].then:
            raise pp.ParseException("", 0, "'countered this way' after no counter")
        then = (I.CreateEffect(parts=parts, affected=I.Ref.it(), duration=WHILE_SOURCE),)
        return [dataclasses.replace(last[0], then=then, then_if_source_is=types)]

    return [("modify_last", modify)]


#: "If an ability of an artifact, creature, or planeswalker is countered this way, that
#: permanent loses all abilities for as long as ~ remains on the battlefield."
COUNTERED_PERMANENT = (
    sup("if an ability of") + _TYPES.copy().set_parse_action(lambda t: [_types(t)])
    + sup("is countered this way") + lit(",") + sup("that permanent") + PREDICATES
    + sup("for as long as ~ remains on the battlefield") + lit(".")
).set_parse_action(_countered_sentence)
