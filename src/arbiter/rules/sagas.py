"""714: Saga cards. A chapter symbol is a keyword ability that represents a triggered ability,
a chapter ability (714.2): "{rN}—[Effect]" means "When one or more lore counters are put onto
this Saga, if the number of lore counters on it was less than N and became at least N,
[Effect]." (714.2b); "{rN1}, {rN2}—[Effect]" is one such ability for each number (714.2c).

A Saga's final chapter number is the greatest number among the chapter abilities it has (0
with none, 714.2d). The engine's part (lore counters as it enters and as its controller's
precombat main phase begins, 714.3; the state-based action of 714.4 / 704.5s) is
`engine.keywords.sagas`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.abilities import TriggeredAbility

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics


@dataclass(frozen=True)
class ChapterAbility(TriggeredAbility):
    """714.2b: a chapter ability; `chapter` is its N (its trigger: lore counters put on the
    Saga taking their number from below N to at least N)."""

    chapter: int = 0


#: 714.2a: the Roman numerals of chapter symbols.
NUMERALS = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8,
            "IX": 9, "X": 10}


def chapters(ch: Characteristics) -> list[int]:
    """714.2: the chapter numbers of the chapter abilities an object has now."""
    return [a.ability.chapter for a in ch.abilities if isinstance(a.ability, ChapterAbility)]


def final_chapter(ch: Characteristics) -> int:
    """714.2d: the greatest chapter number among its chapter abilities (0 with none)."""
    return max(chapters(ch), default=0)
