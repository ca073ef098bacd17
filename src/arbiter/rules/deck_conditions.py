"""702.139a: a companion ability's condition, a fact about its owner's starting deck (the
deck after sideboard cards are set aside, 702.139b, 103.2a), checked before the game begins
(103.2b). The conditions of the printed companions, as data:

    Each permanent card in your starting deck has mana value 2 or less.
    Your starting deck contains only cards with mana value 3 or greater and land cards.
    Your starting deck contains only cards with even mana values.
    Your starting deck contains only cards with odd mana values and land cards.
    Each nonland card in your starting deck has a different name.
    Each nonland card in your starting deck shares a card type.
    No card in your starting deck has more than one of the same mana symbol in its mana cost.
    Each creature card in your starting deck is a Cat, Elemental, Nightmare, Dinosaur, or
    Beast card.

"Only cards with X and land cards" is "each nonland card has X". The condition is judged
on each card's characteristics where it is, in the library (`engine.keywords.companion`).
"""

from __future__ import annotations

from dataclasses import dataclass

#: 702.139a: the keyword of a companion ability (`KeywordAbility.keyword`), its condition
#: in `extra`.
COMPANION = "companion"
#: The cards a condition speaks of: every card, permanent cards (110.4: artifact, battle,
#: creature, enchantment, land, planeswalker), nonland cards, creature cards.
AMONG = ("card", "permanent", "nonland", "creature")
#: What each of those cards must have, or what they must have together.
TESTS = ("mana_value_at_most", "mana_value_at_least", "even_mana_value", "odd_mana_value",
         "different_names", "shared_card_type", "no_repeated_mana_symbol", "subtype_among")


@dataclass(frozen=True)
class DeckCondition:
    """702.139a: "[among] card(s) in your starting deck [test]"; `value` is the mana value
    of the two mana value tests, `subtypes` the subtypes of "is a Cat, ... or Beast card"."""

    among: str
    test: str
    value: int = 0
    subtypes: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.among not in AMONG or self.test not in TESTS:
            raise ValueError(f"not a deck condition: {self.among!r} {self.test!r}")


__all__ = ["AMONG", "COMPANION", "TESTS", "DeckCondition"]
