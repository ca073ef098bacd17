"""309 Dungeons, as data the compiler builds and the engine reads:

- `room_event(room)`: the event of a player moving their venture marker into a room (309.4c:
  each room ability is "When you move your venture marker into this room, [effect]"; the
  dungeon card is the event's object).
- `HasCompletedDungeon`: "you've completed a dungeon" (309.7).
- `EnterOnlyByVenturingInto`: "You can't enter this dungeon unless you "venture into
  Undercity."" (701.49d, 725.2): only venturing into that quality may choose the card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.abilities import Ability
from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import LayerView
    from arbiter.state.effects import EffectContext

#: The prefix of a room event's kind.
ROOM_EVENT = "venture_into_room:"
#: The kind of an unread room ability (`UnsupportedAbility.kind`): its trigger is known
#: (309.4c), so it is judged only as the marker moves into its room.
ROOM_ABILITY = "room"


def room_event(room: str) -> str:
    """309.4c: the event kind of a venture marker moved into `room`."""
    return ROOM_EVENT + room


@dataclass(frozen=True)
class EnterOnlyByVenturingInto(Ability):
    """701.49d: the dungeon is chosen only by "venture into [quality]"."""

    quality: str = ""


@dataclass(frozen=True)
class HasCompletedDungeon(Condition):
    """309.7: "you've completed a dungeon" (this game), for the effect's controller."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        you = ctx.controller
        return you is not None and bool(view.state.players[you].completed_dungeons)


__all__ = ["ROOM_ABILITY", "ROOM_EVENT", "EnterOnlyByVenturingInto", "HasCompletedDungeon",
           "room_event"]
