""""As ~ enters, you may reveal a Forest or Island card from your hand. If you don't, ~
enters tapped." (614.12, 614.1c), as grammar: a replacement ability on the land entering
(`engine.replacement.reveal_or_tapped`) holding the selector of the cards that may be
revealed (cards in its controller's hand)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.replacement.reveal_or_tapped import KIND
from arbiter.rules import selectors as s
from arbiter.rules.abilities import ReplacementAbility

_ENTERS = kws("enters the battlefield", "enters").suppress()


def _ability(t: pp.ParseResults) -> ReplacementAbility:
    n: Noun = t[0]
    if n.kind != "card" or n.zones != ("hand",):
        raise pp.ParseException("", 0, "a card from your hand to reveal")
    cards = s.And((n.selector(), s.OwnedByYou()))  # "<card> from your hand"
    return ReplacementAbility(text="", kind=KIND, spec=(cards,))


#: 614.12: "As ~ enters, you may reveal <a card> from your hand. If you don't, ~ enters
#: tapped."
REVEAL_OR_TAPPED_LINE = (
    sup("as ~") + _ENTERS + lit(",") + sup("you may reveal") + kws("a", "an").suppress()
    + NOUN + lit(".") + sup("if you don't, ~") + _ENTERS
    + sup("tapped") + lit(".")
).set_parse_action(_ability)

__all__ = ["REVEAL_OR_TAPPED_LINE"]
