"""701.24a / 701.20a: "The owner of target permanent shuffles it into their library, then
reveals the top card of their library. If it's a permanent card, they put it onto the
battlefield." (Chaos Warp; `engine.zones.shuffle_in_reveal`)."""

from __future__ import annotations

from arbiter.compiler.effects.effects import TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.zones.shuffle_in_reveal import ShuffleInRevealTop

_CARD = NOUN.copy().add_condition(lambda t: t[0].kind == "card")

#: The two sentences, read as one.
SHUFFLE_IN_REVEAL = (
    sup("the owner of") + TARGET_OBJECT + sup("shuffles it into their library") + lit(",")
    + sup("then reveals the top card of their library") + lit(".") + sup("if it's")
    + kws("a", "an").suppress() + _CARD + lit(",") + sup("they put it onto the battlefield")
    + lit(".")).set_parse_action(
    lambda t: [("plain", [ShuffleInRevealTop(t[0], t[1].selector())])])

__all__ = ["SHUFFLE_IN_REVEAL"]
