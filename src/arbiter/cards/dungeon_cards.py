"""Dungeon cards (309): the card data's sources keep them apart, as tokens of their sets
(AFR, CLB), so their records are here, in today's Oracle wording, one line a room. A room
line is "[room name] — [effect] (Leads to: [room], [room])" (309.4: the arrows between rooms
written out; the bottommost room leads nowhere). Undercity's first line is a rule of the
card, not a room (701.49d, 725.2: only "venture into Undercity" brings it into the game).

`rooms` reads a dungeon's map from its text: the rooms in order, topmost first (309.4a),
and where each one's arrows lead.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from arbiter.cards.database import CardRecord

_DUNGEONS = {
    "Dungeon of the Mad Mage": (
        "Yawning Portal \u2014 You gain 1 life. (Leads to: Dungeon Level)\n"
        "Dungeon Level \u2014 Scry 1. (Leads to: Goblin Bazaar, Twisted Caverns)\n"
        "Goblin Bazaar \u2014 Create a Treasure token. (Leads to: Lost Level)\n"
        "Twisted Caverns \u2014 Target creature can't attack until your next turn. "
        "(Leads to: Lost Level)\n"
        "Lost Level \u2014 Scry 2. (Leads to: Runestone Caverns, Muiral's Graveyard)\n"
        "Runestone Caverns \u2014 Exile the top two cards of your library. You may play "
        "them. (Leads to: Deep Mines)\n"
        "Muiral's Graveyard \u2014 Create two 1/1 black Skeleton creature tokens. "
        "(Leads to: Deep Mines)\n"
        "Deep Mines \u2014 Scry 3. (Leads to: Mad Wizard's Lair)\n"
        "Mad Wizard's Lair \u2014 Draw three cards and reveal them. You may cast one of "
        "them without paying its mana cost."),
    "Lost Mine of Phandelver": (
        "Cave Entrance \u2014 Scry 1. (Leads to: Goblin Lair, Mine Tunnels)\n"
        "Goblin Lair \u2014 Create a 1/1 red Goblin creature token. "
        "(Leads to: Storeroom, Dark Pool)\n"
        "Mine Tunnels \u2014 Create a Treasure token. (Leads to: Dark Pool, Fungi Cavern)\n"
        "Storeroom \u2014 Put a +1/+1 counter on target creature. "
        "(Leads to: Temple of Dumathoin)\n"
        "Dark Pool \u2014 Each opponent loses 1 life and you gain 1 life. "
        "(Leads to: Temple of Dumathoin)\n"
        "Fungi Cavern \u2014 Target creature gets -4/-0 until your next turn. "
        "(Leads to: Temple of Dumathoin)\n"
        "Temple of Dumathoin \u2014 Draw a card."),
    "Tomb of Annihilation": (
        "Trapped Entry \u2014 Each player loses 1 life. (Leads to: Veils of Fear, Oubliette)\n"
        "Veils of Fear \u2014 Each player loses 2 life unless they discard a card. "
        "(Leads to: Sandfall Cell)\n"
        "Sandfall Cell \u2014 Each player loses 2 life unless they sacrifice a creature, "
        "artifact, or land. (Leads to: Cradle of the Death God)\n"
        "Oubliette \u2014 Discard a card and sacrifice a creature, an artifact, and a land. "
        "(Leads to: Cradle of the Death God)\n"
        "Cradle of the Death God \u2014 Create The Atropal, a legendary 4/4 black God Horror "
        "creature token with deathtouch."),
    "Undercity": (
        "You can't enter this dungeon unless you \u201cventure into Undercity.\u201d\n"
        "Secret Entrance \u2014 Search your library for a basic land card, reveal it, put it "
        "into your hand, then shuffle. (Leads to: Forge, Lost Well)\n"
        "Forge \u2014 Put two +1/+1 counters on target creature. (Leads to: Trap!, Arena)\n"
        "Lost Well \u2014 Scry 2. (Leads to: Arena, Stash)\n"
        "Trap! \u2014 Target player loses 5 life. (Leads to: Archives)\n"
        "Arena \u2014 Goad target creature. (Leads to: Archives, Catacombs)\n"
        "Stash \u2014 Create a Treasure token. (Leads to: Catacombs)\n"
        "Archives \u2014 Draw a card. (Leads to: Throne of the Dead Three)\n"
        "Catacombs \u2014 Create a 4/1 black Skeleton creature token with menace. "
        "(Leads to: Throne of the Dead Three)\n"
        "Throne of the Dead Three \u2014 Reveal the top ten cards of your library. Put a "
        "creature card from among them onto the battlefield with three +1/+1 counters on "
        "it. It gains hexproof until your next turn. Then shuffle."),
}
#: 701.49d / 725.2: the dungeon only "venture into Undercity" may choose.
UNDERCITY = "Undercity"
_SETS = {"Undercity": "TCLB"}

#: A room line: its name, its effect, and where its arrows lead (none: the bottommost room).
ROOM_LINE = re.compile(r"^(?P<room>[^\u2014]+?) \u2014 (?P<effect>.+?)"
                       r"(?: \(Leads to: (?P<leads>[^)]+)\))?$")


@dataclass(frozen=True)
class Room:
    """309.4: one room of a dungeon: its name (309.4b) and the rooms its arrows lead to."""

    name: str
    effect: str
    leads_to: tuple[str, ...]


@cache
def dungeon_record(name: str) -> CardRecord | None:
    """The card record of a dungeon card (by its name, any case), or None."""
    found = next((n for n in _DUNGEONS if n.lower() == name.strip().lower()), None)
    if found is None:
        return None
    return CardRecord.from_dict({
        "name": found, "layout": "dungeon",
        "faces": [{"name": found, "types": ["Dungeon"], "type": "Dungeon",
                   "text": _DUNGEONS[found]}],
        "provenance": {"source": "Oracle text of the dungeon cards (309)",
                       "setCodes": [_SETS.get(found, "TAFR")]},
    })


def dungeon_names() -> tuple[str, ...]:
    return tuple(_DUNGEONS)


@cache
def rooms(name: str) -> tuple[Room, ...]:
    """309.4: the rooms of a dungeon card, topmost first (empty for another card)."""
    text = _DUNGEONS.get(name, "")
    out = []
    for line in text.split("\n"):
        m = ROOM_LINE.match(line)
        if m is None:
            continue
        leads = tuple(r.strip() for r in (m.group("leads") or "").split(",") if r.strip())
        out.append(Room(m.group("room").strip(), m.group("effect").strip(), leads))
    return tuple(out)


__all__ = ["ROOM_LINE", "UNDERCITY", "Room", "dungeon_names", "dungeon_record", "rooms"]
