"""A deck as a player brings it (100.2-100.4): the main deck, and apart from it the cards a
deck list names for outside the game (the sideboard, 100.4a), the commander (903.3) and a
companion (702.139). Only the main deck becomes the library (103.2a, 103.3); the others are
kept, never merged into it."""

from __future__ import annotations

from dataclasses import dataclass, field

#: The parts of a deck list besides the main deck, by the header words that open them.
SECTIONS = ("main", "sideboard", "commander", "companion")


@dataclass
class Deck:
    """Card names, one entry per copy, in each part of the deck."""

    source: str
    #: Which kind of list it was read from: "plain", "mtgo" (main, blank line, sideboard),
    #: "arena" (Deck/Sideboard/Commander/Companion headers, set and number), "dek" (MTGO XML).
    form: str = "plain"
    main: list[str] = field(default_factory=list)
    sideboard: list[str] = field(default_factory=list)
    commander: list[str] = field(default_factory=list)
    companion: list[str] = field(default_factory=list)

    def part(self, section: str) -> list[str]:
        if section not in SECTIONS:
            raise ValueError(f"no deck section {section!r}")
        return getattr(self, section)

    def summary(self) -> str:
        """'60 cards, sideboard 15' and the like."""
        out = [f"{len(self.main)} cards"]
        out += [f"{s} {len(self.part(s))}" for s in SECTIONS[1:] if self.part(s)]
        return ", ".join(out)


__all__ = ["SECTIONS", "Deck"]
