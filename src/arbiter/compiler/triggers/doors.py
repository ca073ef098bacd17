"""709.5h-i: trigger conditions about the doors of Rooms, as grammar.

    When you unlock this door, ...                   (a Room's half: Bottomless Pool)
    Whenever you fully unlock a Room, ...            (Eerie, with `compiler.triggers.compound`)

709.5h: "When you unlock this door" triggers when the permanent is given the unlocked
designation of the half whose text holds the ability, as it enters or later. The grammar
reads the words as `UNBOUND_DOOR`; the card's text binds it to its half
(`bind_door`, the event `engine.keyword_actions.rooms.DOOR_EVENTS[half]`), and on a face
that isn't a half of a Room the line stays unread. 709.5i: "you fully unlock a Room" is the
`FULLY_UNLOCKS` event of a Room its controller controls (the event's player).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.keyword_actions.rooms import DOOR_EVENTS, FULLY_UNLOCKS
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility, UnsupportedAbility
from arbiter.rules.selectors import IsSubtype

if TYPE_CHECKING:
    from arbiter.rules.abilities import Ability

#: The event name of "When you unlock this door" until its half is known.
UNBOUND_DOOR = "unlocks_this_door"

DOOR_EVENT = pp.MatchFirst([
    # 709.5h: the permanent with this ability gets this half's unlocked designation
    kw("you unlock this door").set_parse_action(lambda: Trigger(UNBOUND_DOOR, "self")),
    # 709.5i: a Room you control gets its second unlocked designation (or both at once)
    kw("you fully unlock a Room").set_parse_action(
        lambda: Trigger(FULLY_UNLOCKS, "you", selector=IsSubtype("Room"))),
]).set_name("door event")


def bind_door(ability: Ability, half: int | None) -> Ability:
    """709.5h: "this door" is the half (`half`, 0 left, 1 right) whose text holds the
    ability; None: the face isn't a half of a Room, and the line stays unread."""
    if not isinstance(ability, TriggeredAbility) or ability.trigger is None:
        return ability
    t = ability.trigger
    if t.event != UNBOUND_DOOR and not any(a.event == UNBOUND_DOOR for a in t.any_of):
        return ability
    if half is None or t.any_of:
        return UnsupportedAbility(text=ability.text, kind="triggered",
                                  zones=frozenset({"battlefield"}))
    return replace(ability, trigger=replace(t, event=DOOR_EVENTS[half]))


__all__ = ["DOOR_EVENT", "UNBOUND_DOOR", "bind_door"]
