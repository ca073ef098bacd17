"""701.20a: "Reveal any number of <cards> in your hand." (Cinder Seer, Brine Seer): the
controller's own hand only (`engine.zones.reveal_from_hand`); the count of the cards revealed
is `compiler.grammar.revealed_this_way`."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.zones.reveal_from_hand import RevealAnyNumber
from arbiter.rules import selectors as s

#: "reveal any number of red cards in your hand" (a card phrase of the controller's hand)
REVEAL_ANY_NUMBER = (sup("reveal any number of") + NOUN.copy().add_condition(
    lambda t: t[0].kind == "card" and t[0].zones == ("hand",)
    and any(isinstance(p, s.OwnedByYou) for p in t[0].preds))
    + pp.FollowedBy(pp.Literal("."))).set_parse_action(
    lambda t: [[RevealAnyNumber(t[0].selector())]])

__all__ = ["REVEAL_ANY_NUMBER"]
