"""608.2d: "return any number of [other] <cards> with total power <N> or less from your
graveyard to the battlefield" (Moorland Rescuer, "where X is this creature's power": the
power it last had on the battlefield, 608.2h). The engine:
`engine.zones.total_power_return`."""

from __future__ import annotations

import dataclasses

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT
from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.zones.total_power_return import ReturnWithTotalPower

_CARDS = NOUN.copy().add_condition(lambda t: t[0].kind == "card")


def _build(t: pp.ParseResults) -> list[list[ReturnWithTotalPower]]:
    noun: Noun = t[0]
    selector = dataclasses.replace(noun, zones=("graveyard",), other=False).selector()
    return [[ReturnWithTotalPower(selector, most=t[1], other=noun.other)]]


RETURN_WITH_TOTAL_POWER = (sup("return any number of") + _CARDS + sup("with total power")
                           + AMOUNT + sup("or less from your graveyard to the battlefield")
                           ).set_parse_action(_build)

__all__ = ["RETURN_WITH_TOTAL_POWER"]
