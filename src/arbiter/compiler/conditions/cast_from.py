"""Conditions on how the source was cast (603.4 intervening "if", 601.2a):

    you cast it from your hand          (Deathbringer Regent, Breaching Leviathan)
    you didn't cast it from your hand   (Phage the Untouchable: not cast, or cast from
                                        another zone)
    you cast it from anywhere other than your hand
    it was cast / it wasn't cast
    you cast this spell during your main phase      (addendum)

The permanent entered from the stack as a spell its controller cast (`GameObject.cast_with`)
from their hand (`GameObject.cast_from`, 601.2a); a permanent put onto the battlefield
without being cast wasn't cast from anywhere. "It" is the source: these are read only in
the source's own trigger (`compiler.triggers.event_object_if`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw
from arbiter.rules import conditions as C
from arbiter.rules.spell_selectors import (
    CastDuringYourMainPhase,
    SourceCastFrom,
    SourceCastFromOtherThan,
)
from arbiter.rules.static_conditions import AllOf

#: 601.2a: "you cast it from your hand".
CAST_FROM_HAND = kw("you cast it from your hand").set_parse_action(
    lambda: AllOf((C.SourceWasCast(), SourceCastFrom("hand"))))

#: 601.2a: "you didn't cast it from your hand" (not cast at all, or cast from elsewhere),
#: "you cast it from anywhere other than your hand", "it was cast", "it wasn't cast".
CAST_OR_NOT = pp.MatchFirst([
    kw("you didn't cast it from your hand").set_parse_action(
        lambda: C.Not(AllOf((C.SourceWasCast(), SourceCastFrom("hand"))))),
    kw("you cast it from anywhere other than your hand").set_parse_action(
        lambda: AllOf((C.SourceWasCast(), SourceCastFromOtherThan("hand", other_than=True)))),
    kw("it was cast").set_parse_action(lambda: C.SourceWasCast()),
    kw("it wasn't cast").set_parse_action(lambda: C.Not(C.SourceWasCast())),
])

#: Addendum (207.2c): "you cast this spell during your main phase" (a spell's own text).
CAST_DURING_MAIN_PHASE = kw("you cast ~ during your main phase").set_parse_action(
    lambda: CastDuringYourMainPhase())

__all__ = ["CAST_DURING_MAIN_PHASE", "CAST_FROM_HAND", "CAST_OR_NOT"]
