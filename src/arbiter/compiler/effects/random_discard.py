"""701.9b: "<player> discards N cards at random" (`engine.keyword_actions.discard_random`)."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.engine.keyword_actions.discard_random import DiscardAtRandom


def random_discard_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"discards two cards at random" as a verb phrase of
    `compiler.effects.player_effects` (`vp` builds it for the player who acts)."""
    return vp(kws("discard", "discards").suppress() + AMOUNT + kws("card", "cards").suppress()
              + sup("at random"), lambda who, n: [DiscardAtRandom(n, who=who)])


__all__ = ["random_discard_verb"]
