""""You may choose not to untap ~ during your untap step." (502.3), as grammar: a static
ability whose rules effect lets its controller keep it tapped as their untap step's
turn-based action (`engine.turn.untapping`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.engine.turn.untapping import MAY_NOT_UNTAP
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

UNTAP_CHOICE_LINE = (sup("you may choose not to untap ~ during your untap step") + lit(".")
                     ).set_parse_action(lambda: StaticAbility(text="", effects=(EffectSpec(
                         s.SELF, (P.RulesPart(rule=MAY_NOT_UNTAP),)),)))

__all__ = ["UNTAP_CHOICE_LINE"]
