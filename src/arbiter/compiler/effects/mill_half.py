"""701.17a, 107.1a: "<player> mills half their library, rounded down | up" as a verb phrase
of `compiler.effects.player_effects` (`engine.keyword_actions.mill_half`)."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.engine.keyword_actions.mill_half import MillHalf


def mill_half_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"mills half their library, rounded down" / "mill half your library, rounded up"
    (`vp` builds it for the player who acts)."""
    return vp(kws("mill", "mills").suppress() + sup("half")
              + kws("their library", "your library").suppress() + lit(",") + sup("rounded")
              + kws("up", "down"),
              lambda who, way: [MillHalf(who, round_up=way.lower() == "up")])


__all__ = ["mill_half_verb"]
