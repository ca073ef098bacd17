"""701.9b: "discard(s) two cards unless you/they discard <a card>" (Thirst for Knowledge,
Compulsive Research; `engine.keyword_actions.discard_unless`)."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.discard_unless import DiscardUnless

_A_CARD = (kws("a", "an").suppress() + NOUN.copy().add_condition(
    lambda t: t[0].kind == "card")).set_parse_action(lambda t: t[0].selector())


def discard_unless_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"discards two cards unless they discard an artifact card" as a verb phrase of
    `compiler.effects.player_effects` (`vp` builds it for the player who acts)."""
    return vp(kws("discard", "discards").suppress() + AMOUNT + kws("card", "cards").suppress()
              + sup("unless") + kws("you discard", "they discard").suppress() + _A_CARD,
              lambda who, n, selector: [DiscardUnless(n, selector, who=who)])


__all__ = ["discard_unless_verb"]
