"""115.1 / 608.2b: one verb acting on several target phrases, each its own target:

    Destroy target artifact, target creature, target enchantment, and target land.  (Decimate)
    Destroy target artifact and target enchantment.
    Exile target creature and target land.
    Untap up to one target creature and up to one target land.
    Return target creature and target land to their owners' hands.

Each phrase is a separate target requirement (601.2c); as the spell resolves, an illegal target
is left alone and the legal ones are acted on (608.2b). The verb's instruction is written once
per target, in the order the targets are named.
"""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.rules.instructions import objects as I

_AND = pp.Optional(lit(",")) + sup("and")
#: "target A, target B, and target C" / "target A and target B" (two or more phrases).
_TARGETS = pp.Group(TARGET_OBJECT + pp.ZeroOrMore(lit(",") + TARGET_OBJECT)
                    + _AND + TARGET_OBJECT)


def _each(build: Callable[[object], I.Instruction]) -> Callable[[pp.ParseResults], object]:
    return lambda t: [[build(x) for x in t[0]]]


_TO_HANDS = kw("to their owners' hands")

SEVERAL_TARGETS = [
    (sup("destroy") + _TARGETS).set_parse_action(_each(I.Destroy)),  # 701.8a
    (sup("exile") + _TARGETS).set_parse_action(_each(I.Exile)),  # 406.2
    (sup("tap") + _TARGETS).set_parse_action(_each(I.Tap)),  # 701.26a
    (sup("untap") + _TARGETS).set_parse_action(_each(I.Untap)),  # 701.26a
    (sup("return") + _TARGETS + _TO_HANDS.suppress()).set_parse_action(
        _each(I.ReturnToHand)),  # 400.3: each to its owner's hand
]

__all__ = ["SEVERAL_TARGETS"]
