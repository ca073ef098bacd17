"""701.9b: "<player> discards N cards at random" (`engine.keyword_actions.discard_random`);
701.9a: "<players> discard(s) their hand" (`engine.keyword_actions.discard_hand`)."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.engine.keyword_actions.discard_hand import DiscardHand, DiscardHandThenDraw
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


_DELTA = pp.Optional(pp.MatchFirst([kw("plus one").set_parse_action(lambda: 1),
                                     kw("minus one").set_parse_action(lambda: -1)]))


def discard_hand_draw_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """701.9a, 121.1: "discard all the cards in your hand, then draw that many cards",
    "each player discards their hand, then draws that many cards [plus one | minus one]" as
    one verb phrase: each player draws the number of cards they discarded."""
    return vp(kws("discard your hand", "discards their hand", "discard their hands",
                  "discard all the cards in your hand", "discards all the cards in their hand",
                  "discard all the cards in their hands").suppress()
              + lit(",") + sup("then") + kws("draw", "draws").suppress()
              + sup("that many cards") + _DELTA,
              lambda who, *delta: [DiscardHandThenDraw(who=who, delta=delta[0] if delta else 0)])


__all__ = ["discard_hand_draw_verb", "discard_hand_verb", "random_discard_verb"]
