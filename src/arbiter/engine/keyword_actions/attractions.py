"""Attractions (717): Open an Attraction (701.51), Roll to Visit Your Attractions (701.52)
and the visit abilities they trigger (702.159).

- 717.2: a player who plays with Attraction cards has an Attraction deck in the command zone,
  shuffled before the game (103.3a; `Player.attraction_deck`, each card with the numbers lit
  up on it, 717.1, a fact of the printing the game is set up with).
- 701.51a-b: to open an Attraction, a player playing with an Attraction deck moves its top
  card off it, face up, onto the battlefield under their control; 701.51c: "whenever you
  open an Attraction" is the event of it entering so (`OPENS_ATTRACTION`).
- 717.4 / 703.4g: as the active player's precombat main phase begins, after lore counters
  are put on Sagas, a player who controls one or more Attractions rolls to visit them.
- 701.52a: to roll to visit, roll a six-sided die (706); each Attraction the player controls
  with a number lit up equal to the result has been visited, and its visit ability triggers
  (702.159a: "Whenever you roll to visit your Attractions, if the result is equal to a
  number that is lit up on this Attraction, [effect]": the event `VISITED` of that
  Attraction; the lights and the result can't change before it resolves, so the "if" holds
  then too, 603.4).
- 717.6: a card with an Astrotorium card back (an Attraction card) that would be put into a
  zone other than the battlefield, exile or the command zone is put into the command zone
  instead, its owner's junkyard (717.6a); this may apply more than once to an event.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.triggers.events import Event
from arbiter.rules.instructions import Instruction
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: 701.51c: a player opened an Attraction (obj: the Attraction on the battlefield).
OPENS_ATTRACTION = "opens_attraction"
#: 701.52a: a player rolled to visit their Attractions (amount: the result).
ROLLS_TO_VISIT = "rolls_to_visit"
#: 701.52a / 702.159a: an Attraction was visited (obj: it; amount: the result).
VISITED = "visited"
ATTRACTION = "Attraction"


@dataclass(frozen=True)
class OpenAttraction(Instruction):
    """701.51: "open an Attraction"."""


@dataclass(frozen=True)
class RollToVisit(Instruction):
    """701.52: "roll to visit your Attractions"."""


def is_attraction_card(game: Game, oid: int) -> bool:
    """717.1 / 717.6: an Attraction card (a card with an Astrotorium card back)."""
    obj = game.obj(oid)
    if obj.card is None or obj.token is not None:
        return False
    return ATTRACTION in game.catalog.record(obj.card).faces[0].subtypes


def astrotorium_instead(game: Game, oid: int, zone: str) -> str:
    """717.6: into the command zone instead of any zone but the battlefield, exile or the
    command zone."""
    if zone in ("battlefield", "exile", "command") or not is_attraction_card(game, oid):
        return zone
    game.log(f"{game.name_of(oid)} goes to its owner's junkyard in the command zone (717.6)")
    return "command"


def open_attraction(game: Game, player: int) -> int | None:
    """701.51a-b: the top card of the player's Attraction deck onto the battlefield under
    their control; the Attraction, or None (no deck, 701.51a, or an empty one)."""
    from arbiter.engine.replacement.entering import enter

    deck = game.state.players[player].attraction_deck
    if not deck:
        game.log(f"{game.player_name(player)} has no Attraction to open (701.51a)")
        return None
    name, lights = deck.pop(0)
    obj = game.state.add_object({"owner": player, "controller": player, "card": name,
                                 "lights": lights}, "battlefield")
    game.log(f"{game.player_name(player)} opens {name} (lights {list(lights)})")
    enter(game, obj)
    if obj.zone == "battlefield":  # 701.51c: only if it entered
        game.emit(Event(OPENS_ATTRACTION, obj.id, player=player))
    return obj.id


def roll_to_visit(game: Game, player: int) -> int:
    """701.52a: roll a six-sided die (706.1); each Attraction the player controls with the
    result lit up is visited. The result."""
    result = rng.randrange(game.state, 6) + 1
    game.log(f"{game.player_name(player)} rolls to visit their Attractions: {result}")
    game.emit(Event(ROLLS_TO_VISIT, None, player=player, amount=result))
    chars = game.layers().chars
    for oid in game.state.battlefield():
        ch = chars.get(oid)
        if ch is not None and ch.controller == player and ATTRACTION in ch.subtypes and \
                result in game.obj(oid).lights:
            game.emit(Event(VISITED, oid, player=player, amount=result))
    return result


def precombat_main(game: Game) -> None:
    """717.4 / 703.4g: the active player who controls an Attraction rolls to visit."""
    active = game.state.turn.active
    chars = game.layers().chars
    if any(ch.controller == active and ATTRACTION in ch.subtypes
           for o in game.state.battlefield() if (ch := chars.get(o)) is not None):
        roll_to_visit(game, active)


def do_open_attraction(r: Resolution, step: OpenAttraction) -> None:
    open_attraction(r.game, r.item.controller)


def do_roll_to_visit(r: Resolution, step: RollToVisit) -> None:
    roll_to_visit(r.game, r.item.controller)


__all__ = ["ATTRACTION", "OPENS_ATTRACTION", "ROLLS_TO_VISIT", "VISITED", "OpenAttraction",
           "RollToVisit", "astrotorium_instead", "do_open_attraction", "do_roll_to_visit",
           "is_attraction_card", "open_attraction", "precombat_main", "roll_to_visit"]
