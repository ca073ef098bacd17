"""Venture into the Dungeon (701.49) and the dungeons it brings into the game (309).

- 701.49a / 309.2a / 309.4a: a player who owns no dungeon card in the command zone chooses a
  dungeon card they own from outside the game, puts it into the command zone and their
  venture marker on its topmost room.
- 701.49b / 309.5a: otherwise, unless the marker is on the bottommost room, they move it to
  an adjacent room an arrow leads to (choosing among several arrows).
- 701.49c / 309.5b: with the marker on the bottommost room, they remove that dungeon from the
  game, which completes it (309.7), then choose a dungeon as in 701.49a.
- 701.49d: "venture into [quality]" chooses only a dungeon with that quality when none is in
  the command zone; a dungeon that says "You can't enter this dungeon unless you "venture
  into Undercity."" is chosen only so.
- 309.4c: moving the marker into a room is the event its room ability triggers on
  (`rules.dungeons.room_event`; the ability functions in the command zone and is controlled
  by the dungeon's owner).
- 704.5t / 309.6: a dungeon whose owner's marker is on its bottommost room, and which isn't
  the source of a room ability that has triggered but not yet left the stack, is removed
  from the game by its owner (completed, 309.7) (`sba`).
- 309.2c-d, 309.3: a dungeon card can't leave the command zone except as it leaves the game;
  a player owns one dungeon there at most.

Removed from the game, a dungeon card is outside the game again, where its owner may choose
it again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.cards.dungeon_cards import Room, rooms
from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.engine.unsupported import require_room_read
from arbiter.rules.dungeons import EnterOnlyByVenturingInto, room_event
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: The event of a player completing a dungeon (309.7; obj: the dungeon card as it was).
COMPLETES_DUNGEON = "completes_dungeon"


@dataclass(frozen=True)
class Venture(Instruction):
    """701.49a-c: "venture into the dungeon"; `quality` for 701.49d ("venture into
    Undercity"), None for the dungeon."""

    quality: str | None = None


def is_dungeon(game: Game, name: str) -> bool:
    """309.1: a dungeon card."""
    return "Dungeon" in game.catalog.record(name).faces[0].types


def owned_dungeon(game: Game, player: int) -> int | None:
    """309.3: the dungeon card the player owns in the command zone, if any."""
    for oid in game.state.zone_list("command"):
        obj = game.obj(oid)
        if obj.owner == player and obj.card and is_dungeon(game, obj.card):
            return oid
    return None


def _room(name: str, room: str | None) -> Room | None:
    return next((r for r in rooms(name) if r.name == room), None)


def _may_choose(game: Game, name: str, quality: str | None) -> bool:
    """701.49d: with a quality, only a dungeon with it (its name); without one, any dungeon
    but one entered only by venturing into its quality."""
    only = [a for a in game.catalog.abilities(name, 0)
            if isinstance(a, EnterOnlyByVenturingInto)]
    if quality is None:
        return not only
    return name == quality


def _enter_room(game: Game, player: int, dungeon: int, room: str) -> None:
    """309.4c: the marker moves into the room; its room ability triggers."""
    require_room_read(game, dungeon, room)  # an unread room ability stops the game here
    game.state.players[player].venture_room = room
    game.state.touch()
    game.log(f"{game.player_name(player)} moves their venture marker into {room} "
             f"({game.obj(dungeon).card})")
    game.emit(Event(room_event(room), dungeon, player=player))


def _bring_in(game: Game, player: int, quality: str | None) -> None:
    """701.49a / 309.2a / 309.4a: choose a dungeon card from outside the game, put it into
    the command zone, the marker on its topmost room."""
    p = game.state.players[player]
    choices = list(dict.fromkeys(n for n in p.dungeons if _may_choose(game, n, quality)))
    if not choices:
        game.log(f"{p.name} owns no dungeon card outside the game to venture into (309.2a)")
        return
    name = choices[0] if len(choices) == 1 else game.decide(Decision(
        "dungeon", "venture into the dungeon: choose a dungeon (701.49a)", player,
        [(n, n) for n in choices], key="dungeon"))
    p.dungeons.remove(name)
    obj = game.state.add_object({"owner": player, "controller": player, "card": name},
                                "command")
    game.log(f"{p.name} puts {name} into the command zone (309.2a)")
    _enter_room(game, player, obj.id, rooms(name)[0].name)


def complete(game: Game, dungeon: int) -> None:
    """309.7 / 701.49c / 704.5t: the owner removes the dungeon card from the game and so
    completes it; the card is outside the game again."""
    obj = game.obj(dungeon)
    p = game.state.players[obj.owner]
    name = obj.card or ""
    game.state.remove_from_zone(dungeon)
    obj.zone = "left:command"
    p.venture_room = None
    p.completed_dungeons.append(name)
    p.dungeons.append(name)
    game.state.touch()
    game.log(f"{p.name} completes {name} (309.7)")
    game.emit(Event(COMPLETES_DUNGEON, dungeon, player=obj.owner))


def venture(game: Game, player: int, quality: str | None = None) -> None:
    """701.49a-d: the player ventures into the dungeon (or into `quality`)."""
    dungeon = owned_dungeon(game, player)
    if dungeon is None:
        _bring_in(game, player, quality)  # 701.49a, 701.49d
        return
    name = game.obj(dungeon).card or ""
    here = _room(name, game.state.players[player].venture_room)
    if here is not None and here.leads_to:
        # 701.49b: an adjacent room an arrow leads to, chosen among several
        leads = here.leads_to
        nxt = leads[0] if len(leads) == 1 else game.decide(Decision(
            "room", f"venture: choose the room to move into from {here.name} (701.49b)",
            player, [(r, r) for r in leads], key="room"))
        _enter_room(game, player, dungeon, nxt)
        return
    complete(game, dungeon)  # 701.49c
    _bring_in(game, player, None)  # "an appropriate dungeon card" (not Undercity, 701.49d)


def do_venture(r: Resolution, step: Venture) -> None:
    """701.49: the resolving spell's or ability's controller ventures."""
    venture(r.game, r.item.controller, step.quality)


def _room_ability_pending(game: Game, dungeon: int) -> bool:
    """704.5t: a room ability of the dungeon has triggered (its event not yet looked at, or
    waiting to be put on the stack) or is on the stack."""
    state = game.state
    if any(ev.obj == dungeon and ev.kind.startswith(room_event(""))
           for ev in state.events[state.event_cursor:]):
        return True
    if any(t[0] == dungeon for t in state.pending_triggers):
        return True
    return any(getattr(item, "source", None) == dungeon for item in state.stack_items)


def sba(game: Game) -> bool:
    """704.5t / 309.6: remove (complete) each dungeon whose owner's marker is on its
    bottommost room, unless it is the source of a room ability that has triggered but not
    yet left the stack."""
    done = False
    for p in game.state.players:
        dungeon = owned_dungeon(game, p.index) if p.venture_room is not None else None
        if dungeon is None:
            continue
        here = _room(game.obj(dungeon).card or "", p.venture_room)
        if here is not None and not here.leads_to and not _room_ability_pending(game, dungeon):
            complete(game, dungeon)
            done = True
    return done


__all__ = ["COMPLETES_DUNGEON", "Venture", "complete", "do_venture", "is_dungeon",
           "owned_dungeon", "sba", "venture"]
