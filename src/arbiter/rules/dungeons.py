"""309 Dungeons, as data the compiler builds and the engine reads:

- `room_event(room)`: the event of a player moving their venture marker into a room (309.4c:
  each room ability is "When you move your venture marker into this room, [effect]"; the
  dungeon card is the event's object).
- `EnterOnlyByVenturingInto`: "You can't enter this dungeon unless you "venture into
  Undercity."" (701.49d, 725.2): only venturing into that quality may choose the card.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.abilities import Ability

#: The prefix of a room event's kind.
ROOM_EVENT = "venture_into_room:"


def room_event(room: str) -> str:
    """309.4c: the event kind of a venture marker moved into `room`."""
    return ROOM_EVENT + room


@dataclass(frozen=True)
class EnterOnlyByVenturingInto(Ability):
    """701.49d: the dungeon is chosen only by "venture into [quality]"."""

    quality: str = ""


__all__ = ["ROOM_EVENT", "EnterOnlyByVenturingInto", "room_event"]
