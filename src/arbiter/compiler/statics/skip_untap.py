"""614.10: "Skip your untap step." and "Players skip their untap steps." — static abilities
whose effect replaces the untap step with nothing (`engine.turn.skip_steps`): nothing of
502.1-502.3 happens in it, and what waits for "the next untap step" waits on (614.10a).
"Skip your upkeep step." / "Players skip their upkeep steps." (Eon Hub) likewise: no
"at the beginning of your upkeep" ability triggers (503.1a, 614.10a). "Skip your upkeep step
if you have no cards in hand." (Gibbering Descent): the same while the condition holds, as
the step would begin (611.3b)."""

from __future__ import annotations

import dataclasses

import pyparsing as pp

from arbiter.compiler.conditions.static import STATIC_CONDITION, whole_condition
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.engine.turn.skip_steps import SKIP_UNTAP_STEP, SKIP_UPKEEP_STEP
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec


def _skip(each: bool, rule: str = SKIP_UNTAP_STEP) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(
        rule=rule, detail="each" if each else None),)),))


SKIP_UNTAP_LINE = pp.MatchFirst([
    (kw("skip your untap step") + lit(".") + pp.StringEnd()).set_parse_action(
        lambda: _skip(False)),
    (kws("players skip their untap steps", "each player skips their untap step") + lit(".")
     + pp.StringEnd()).set_parse_action(lambda: _skip(True)),
    (kw("skip your upkeep step") + lit(".") + pp.StringEnd()).set_parse_action(
        lambda: _skip(False, SKIP_UPKEEP_STEP)),
    # 611.3b: "Skip your upkeep step if you have no cards in hand."
    (kw("skip your upkeep step").suppress() + sup("if")
     + STATIC_CONDITION.copy().add_parse_action(whole_condition) + lit(".") + pp.StringEnd()
     ).set_parse_action(lambda t: dataclasses.replace(_skip(False, SKIP_UPKEEP_STEP),
                                                      condition=t[0])),
    (kws("players skip their upkeep steps", "each player skips their upkeep step") + lit(".")
     + pp.StringEnd()).set_parse_action(lambda: _skip(True, SKIP_UPKEEP_STEP)),
])

__all__ = ["SKIP_UNTAP_LINE"]
