"""701.21a, 608.2d, 603.12: sacrificing up to N permanents of your choice, and the reflexive
ability that follows it:

    You may sacrifice up to three Zombies. When you sacrifice one or more Zombies this way,
    each opponent sacrifices that many creatures of their choice.        (Ravenous Rotbelly)
    Sacrifice up to two creatures.

The choice is made as the instruction is followed (608.2d; none is a legal choice, so "you
may" adds nothing). The "When you sacrifice one or more ... this way" sentence is a reflexive
triggered ability (603.12): it triggers only if at least one was sacrificed, and "that many"
in it is the number sacrificed (`engine.keyword_actions.sacrifice_up_to`)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import A_NUMBER, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.grammar.refs import bind
from arbiter.engine.keyword_actions.sacrifice_up_to import SacrificeUpTo
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import values as V
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I

_PERMANENTS = NOUN.copy().add_condition(
    lambda t: t[0].kind == "permanent" and not t[0].other)


def _event_amount(x: Any) -> Any:
    """603.12: in the reflexive ability "that many" is the number sacrificed, the amount of
    the event it triggered on."""
    if isinstance(x, V.ThatMany):
        return V.EventAmount()
    if isinstance(x, tuple | list):
        return type(x)(_event_amount(y) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type) and not isinstance(
            x, TriggeredAbility):
        return dataclasses.replace(x, **{f.name: _event_amount(getattr(x, f.name))
                                         for f in dataclasses.fields(x) if f.init})
    return x


def _sacrifice(t: pp.ParseResults) -> list[tuple[str, Any]]:
    n, noun = t[0], t[1]
    reflexive = None
    if len(t) > 2:
        again: Noun = t[2]
        if again.selector() != noun.selector():
            raise pp.ParseException("", 0, "'this way' names other permanents")
        targets: list[I.TargetSpec] = []
        body = bind(tuple(_event_amount(list(t[3]))), targets, that_many=True)
        reflexive = TriggeredAbility(text="", trigger=Trigger("reflexive"),
                                     instructions=body, targets=tuple(targets))
    return [("plain", [SacrificeUpTo(n=n, selector=noun.selector(), reflexive=reflexive)])]


def sacrifice_up_to_sentence(clauses: pp.ParserElement) -> pp.ParserElement:
    """The sentences above, `clauses` the effect grammar of `compiler.effects.sentences`."""
    when = (sup("when you sacrifice one or more") + _PERMANENTS + sup("this way") + lit(",")
            + clauses + lit("."))
    return (pp.Optional(sup("you may")) + sup("sacrifice up to") + A_NUMBER + _PERMANENTS
            + lit(".") + pp.Optional(when)).set_parse_action(_sacrifice)


__all__ = ["sacrifice_up_to_sentence"]
