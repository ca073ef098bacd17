"""A static ability about the one creature its controller controls (611.3b, 613):

    As long as you control exactly one creature, that creature gets +2/+0 and has deathtouch
    and lifelink.                                                   (Deadly Wanderings)

"that creature" is the creature the condition counts: while the controller of the source
controls exactly one creature, the effect applies to the creatures they control, which is
that one; otherwise the effect applies to nothing.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.compiler.statics.predicates import PREDICATES
from arbiter.rules import conditions as C
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

_YOUR_CREATURES = s.And((s.InZone(("battlefield",)), s.IsType("Creature"), s.ControlledByYou()))


def _line(t: pp.ParseResults) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(_YOUR_CREATURES, tuple(t[-1])),),
                         condition=C.Compare(V.CountOf(_YOUR_CREATURES), "==", 1))


#: 611.3b: "As long as you control exactly one creature, that creature <predicates>."
LONE_CREATURE_LINE = (sup("as long as you control exactly one creature") + lit(",")
                      + sup("that creature") + PREDICATES + lit(".")).set_parse_action(_line)

__all__ = ["LONE_CREATURE_LINE"]
