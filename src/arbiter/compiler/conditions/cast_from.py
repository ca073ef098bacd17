"""Conditions on how the source was cast (603.4 intervening "if", 601.2a):

    you cast it from your hand          (Deathbringer Regent, Breaching Leviathan)
    you cast this spell during your main phase      (addendum)

The permanent entered from the stack as a spell its controller cast (`GameObject.cast_with`)
from their hand (`GameObject.cast_from`, 601.2a); a permanent put onto the battlefield
without being cast wasn't cast from anywhere.
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw
from arbiter.rules import conditions as C
from arbiter.rules.spell_selectors import CastDuringYourMainPhase, SourceCastFrom
from arbiter.rules.static_conditions import AllOf

#: 601.2a: "you cast it from your hand".
CAST_FROM_HAND = kw("you cast it from your hand").set_parse_action(
    lambda: AllOf((C.SourceWasCast(), SourceCastFrom("hand"))))

#: Addendum (207.2c): "you cast this spell during your main phase" (a spell's own text).
CAST_DURING_MAIN_PHASE = kw("you cast ~ during your main phase").set_parse_action(
    lambda: CastDuringYourMainPhase())

__all__ = ["CAST_DURING_MAIN_PHASE", "CAST_FROM_HAND"]
