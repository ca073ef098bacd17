"""701.23a: a search for "a <card> or a <card>" ("a basic land card or a Desert card", "an
instant card or a card with flash", "a basic Plains card or a creature card with mana value
1 or less"): one card that fits either description (each description read whole by
`compiler.grammar.nouns`; 205.3: a description of each card, not one shared type word)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules import selectors as s
from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class EitherCard:
    """Two card descriptions, of which a card may fit either; read like a noun phrase."""

    first: Selector
    second: Selector
    kind: str = "card"

    def selector(self) -> Selector:
        return s.Or((self.first, self.second))


_CARD = NOUN.copy().add_condition(lambda t: t[0].kind == "card")
_A = kws("a", "an").suppress()
#: "a <card> or a <card>" (each alternative with its own article)
EITHER_CARD = (_A + _CARD + sup("or") + _A + _CARD).set_parse_action(
    lambda t: EitherCard(t[0].selector(), t[1].selector()))

__all__ = ["EITHER_CARD", "EitherCard"]
