"""614.10: "Skip your untap step." and "Players skip their untap steps." — static abilities
whose effect replaces the untap step with nothing (`engine.turn.skip_steps`): nothing of
502.1-502.3 happens in it, and what waits for "the next untap step" waits on (614.10a)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit
from arbiter.engine.turn.skip_steps import SKIP_UNTAP_STEP
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec


def _skip(each: bool) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(
        rule=SKIP_UNTAP_STEP, detail="each" if each else None),)),))


SKIP_UNTAP_LINE = pp.MatchFirst([
    (kw("skip your untap step") + lit(".") + pp.StringEnd()).set_parse_action(
        lambda: _skip(False)),
    (kws("players skip their untap steps", "each player skips their untap step") + lit(".")
     + pp.StringEnd()).set_parse_action(lambda: _skip(True)),
])

__all__ = ["SKIP_UNTAP_LINE"]
