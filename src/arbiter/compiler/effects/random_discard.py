"""701.9b: "<player> discards N cards at random" (`engine.keyword_actions.discard_random`);
701.9a: "<players> discard(s) their hand" (`engine.keyword_actions.discard_hand`)."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.engine.keyword_actions.discard_hand import DiscardHand
from arbiter.engine.keyword_actions.discard_random import DiscardAtRandom


def random_discard_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"discards two cards at random" as a verb phrase of
    `compiler.effects.player_effects` (`vp` builds it for the player who acts)."""
    return vp(kws("discard", "discards").suppress() + AMOUNT + kws("card", "cards").suppress()
              + sup("at random"), lambda who, n: [DiscardAtRandom(n, who=who)])


def discard_hand_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """701.9a: "each player discards their hand" as a verb phrase (their whole hands)."""
    return vp(kws("discards their hand", "discard their hands").suppress(),
              lambda who: [DiscardHand(who=who)])


__all__ = ["discard_hand_verb", "random_discard_verb"]
