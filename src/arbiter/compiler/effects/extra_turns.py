"""500.7: "<player> take(s) an extra turn after this one." (Time Walk, Time Warp;
`engine.turn.extra_turns`)."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws
from arbiter.engine.turn.extra_turns import TakeExtraTurn


def extra_turn_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"takes an extra turn after this one" as a verb phrase of
    `compiler.effects.player_effects` (`vp` builds it for the player who acts)."""
    return vp(kws("take an extra turn after this one", "takes an extra turn after this one"
                  ).suppress(), lambda who: [TakeExtraTurn(who=who)])


__all__ = ["extra_turn_verb"]
