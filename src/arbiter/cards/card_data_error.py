"""The error of a card file that can't be used (apart from `formats`, so that loading the
bundled data from the cache needs none of the format checks)."""

from __future__ import annotations


class CardDataError(ValueError):
    """A card file that can't be read, is in none of the known formats, or doesn't have the
    shape of its format; the message names the file."""
