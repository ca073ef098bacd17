"""Static abilities acting in other players' untap and draw steps (502.3, 504.1), as grammar:
a rules effect the engine reads in those steps (`engine.turn.during_others_steps`).

    Untap all <permanents> you control during each other player's untap step.
    Untap all <permanents> you control during each opponent's untap step.
    Untap each <permanent> you control [with ...] during each other player's untap step.
    Untap ~ during each other player's untap step.     ("this creature", "this artifact")
    You draw a card during each opponent's draw step.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.turn.during_others_steps import (
    DRAW_DURING_OTHERS,
    UNTAP_DURING_OTHERS,
    UNTAP_SELF_DURING_OTHERS,
)
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

_WHOSE = pp.MatchFirst([
    kw("each other player's").set_parse_action(lambda: "others"),
    kw("each opponent's").set_parse_action(lambda: "opponents"),
])


def _static(rule: str, detail: tuple) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(rule, detail),)),))


def _untap(t: pp.ParseResults) -> StaticAbility:
    noun: Noun = t[0]
    if noun.kind != "permanent" or noun.zones != ("battlefield",):
        raise pp.ParseException("", 0, "untap something not a permanent")
    return _static(UNTAP_DURING_OTHERS, (t[1], noun.selector()))


def _untap_each(t: pp.ParseResults) -> StaticAbility:
    if t[0].plural:
        raise pp.ParseException("", 0, "untap each <plural>")
    return _untap(t)


#: 502.3: "Untap all permanents you control during each other player's untap step."
UNTAP_DURING_OTHERS_LINE = pp.MatchFirst([
    (sup("untap all") + NOUN + sup("during") + _WHOSE + sup("untap step") + lit(".")
     ).set_parse_action(_untap),
    (sup("untap each") + NOUN + sup("during") + _WHOSE + sup("untap step") + lit(".")
     ).set_parse_action(_untap_each),
    # 502.3: "Untap this creature during each other player's untap step." (itself)
    (sup("untap ~ during") + _WHOSE + sup("untap step") + lit(".")).set_parse_action(
        lambda t: StaticAbility(text="", effects=(EffectSpec(s.SELF, (
            P.RulesPart(UNTAP_SELF_DURING_OTHERS, t[0]),)),))),
])
#: 504.1: "You draw a card during each opponent's draw step."
DRAW_DURING_OTHERS_LINE = (sup("you draw a card during") + _WHOSE + sup("draw step") + lit(".")
                           ).set_parse_action(lambda t: _static(DRAW_DURING_OTHERS, (t[0],)))
DURING_OTHERS_LINES = UNTAP_DURING_OTHERS_LINE | DRAW_DURING_OTHERS_LINE

__all__ = ["DRAW_DURING_OTHERS_LINE", "DURING_OTHERS_LINES", "UNTAP_DURING_OTHERS_LINE"]
