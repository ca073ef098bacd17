"""702.106a: "Hidden agenda" on a conspiracy card (`engine.keywords.hidden_agenda`), reminder
text ignored (207.2). 702.106f "Double agenda" (two secretly chosen names) isn't read: its
line stays an explicit unsupported part (principle 5)."""

from __future__ import annotations

from arbiter.engine.keywords.hidden_agenda import HIDDEN_AGENDA
from arbiter.rules.abilities import Ability, KeywordAbility
from arbiter.rules.keywords import strip_reminder


def agenda_line(line: str) -> list[Ability] | None:
    """702.106a: the hidden agenda keyword; None for any other line."""
    text = strip_reminder(line).strip()
    if text.lower() != HIDDEN_AGENDA:
        return None
    return [KeywordAbility(text=text, keyword=HIDDEN_AGENDA)]


__all__ = ["agenda_line"]
