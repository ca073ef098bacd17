"""309.4: the lines of a dungeon card (`cards.dungeon_cards`).

    [Room name] — [effect] (Leads to: [room], [room])
        309.4c: a room ability, "When you move your venture marker into this room,
        [effect]", functioning in the command zone. The room's name is flavor (309.4b); its
        arrows are the dungeon's map, read by the engine from the card
        (`cards.dungeon_cards.rooms`). The effect is read by the same grammar as any
        triggered ability's effect; an effect not read keeps the room an explicit
        unsupported part (principle 5), which stops a game once the venture marker moves
        into its room (309.4c: only then does it trigger;
        `engine.unsupported.require_room_read`).
    You can't enter this dungeon unless you "venture into Undercity."      (701.49d)
"""

from __future__ import annotations

import dataclasses
import re

from arbiter.cards.dungeon_cards import ROOM_LINE
from arbiter.compiler.lines import compile_line
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import Ability, TriggeredAbility, UnsupportedAbility
from arbiter.rules.dungeons import ROOM_ABILITY, EnterOnlyByVenturingInto, room_event

_ONLY = re.compile(r"^You can't enter this dungeon unless you [\"\u201c]venture into "
                   r"(?P<quality>[^.\"\u201d]+)\.[\"\u201d]$")


def dungeon_line(line: str, name: str) -> list[Ability]:
    """The abilities of one line of a dungeon card."""
    text = line.strip().replace("\u2019", "'")
    if m := _ONLY.match(text):
        return [EnterOnlyByVenturingInto(text=text, quality=m.group("quality"))]
    m = ROOM_LINE.match(text)
    if m is None:
        return [UnsupportedAbility(text=text, card=name, kind="static",
                                   zones=frozenset({"command"}))]
    room, effect = m.group("room").strip(), m.group("effect").strip()
    shown = f"{room} \u2014 {effect}"
    read = compile_line(f"When ~ enters, {effect[:1].lower()}{effect[1:]}", name)
    if len(read) == 1 and isinstance(read[0], TriggeredAbility) and \
            read[0].intervening_if is None:
        # 309.4c: the trigger condition not printed on the card
        return [dataclasses.replace(read[0], text=shown, trigger=Trigger(
            room_event(room), "self", zone="command"))]
    # 309.4c: the trigger condition is known; an effect not read is judged as the marker
    # moves into its room (`engine.unsupported.require_room_read`)
    return [UnsupportedAbility(text=shown, card=name, kind=ROOM_ABILITY,
                               zones=frozenset({"command"}))]


__all__ = ["dungeon_line"]
