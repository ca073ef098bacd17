"""608.2d / 121.1: "Choose an opponent. If that player has more cards in hand than you, draw
cards equal to the difference." and "If target opponent has more cards in hand than you, draw
cards equal to the difference." (Sandstone Oracle, Slithermuse, Balance of Power;
`engine.zones.hand_difference`)."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.engine.zones.hand_difference import DrawHandDifference

_DRAW = (sup("has more cards in hand than you") + lit(",")
         + sup("draw cards equal to the difference") + lit("."))


def _target(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    return [("plain", [DrawHandDifference(t[0])])]


#: The two sentences, or the one "if target opponent" sentence.
DRAW_HAND_DIFFERENCE = pp.MatchFirst([
    (sup("choose an opponent") + lit(".") + sup("if that player") + _DRAW
     ).set_parse_action(lambda: [("plain", [DrawHandDifference()])]),
    (sup("if") + TARGET_PLAYER + _DRAW).set_parse_action(_target),
])

__all__ = ["DRAW_HAND_DIFFERENCE"]
