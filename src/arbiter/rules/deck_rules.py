"""Rules that apply before the game, to building a deck and choosing a commander (100.2a,
903.3a, 113.6n: they function outside the game):

- "A deck can have any number of cards named Relentless Rats." (100.2a: an exception to the
  limit of four copies of a card in a constructed deck). Arbiter plays any deck list it is
  given and limits no card's copies, so the exception always holds; a line that sets a
  limit of its own ("up to seven cards named Seven Dwarves") is a rule Arbiter doesn't
  enforce and stays unread.
- "Daretti, Scrap Savant can be your commander." (903.3a): the card may be designated as a
  commander though it isn't a legendary creature (`engine.players.commander_designation`).
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.abilities import Ability


@dataclass(frozen=True)
class AnyNumberInDeck(Ability):
    """100.2a: a deck may hold any number of cards named `name`."""

    name: str = ""


@dataclass(frozen=True)
class CanBeYourCommander(Ability):
    """903.3a: this card may be a player's commander."""


__all__ = ["AnyNumberInDeck", "CanBeYourCommander"]
