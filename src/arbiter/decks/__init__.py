"""Deck lists as players export them (plain "4 Grizzly Bears" lines, MTGO .txt and .dek,
Arena), read into a `Deck` whose sideboard, commander and companion stay apart from the main
deck (100.4a, 103.2a)."""

from arbiter.decks.deck import Deck
from arbiter.decks.decklist import (
    DeckError,
    load_deck,
    load_deck_file,
    parse_deck,
    read_deck,
    sample_decks,
)

__all__ = ["Deck", "DeckError", "load_deck", "load_deck_file", "parse_deck", "read_deck",
           "sample_decks"]
