"""Deck lists in the usual text form ("4 Grizzly Bears" per line)."""

from arbiter.decks.decklist import DeckError, load_deck, parse_deck, sample_decks

__all__ = ["DeckError", "load_deck", "parse_deck", "sample_decks"]
