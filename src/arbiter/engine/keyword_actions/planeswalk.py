"""Planechase (901): plane cards (311), phenomenon cards (312) and Planeswalk (701.31).

- 901.3 / 901.4 / 311.2 / 312.2: each player has a planar deck in the command zone
  (`Player.planar_deck`, top first, names only: a card in a planar deck is face down and no
  object). A face-up plane or phenomenon is an object in the command zone; turned face
  down it becomes a new object (901.7a, 311.6, 312.6).
- 901.5: once the opening-hand actions are taken, the starting player turns the top card of
  their planar deck face up; a phenomenon goes to the bottom and the next card is turned
  face up, until a plane is; nothing triggers (`starting_plane`).
- 901.6 / 311.5 / 312.4: the planar controller controls the face-up cards: normally the
  active player (`new_turn`); if the planar controller would leave the game, the next player
  in turn order who wouldn't becomes it first (`leaving`).
- 901.7 / 311.4: a face-up plane's or phenomenon's abilities function in the command zone
  (`rules.statics`, `engine.triggers.triggered`).
- 701.31a-b / 901.11: only the planar controller planeswalks: each face-up plane and
  phenomenon goes face down to the bottom of its owner's planar deck, then the top card of
  their planar deck is turned face up ("When you planeswalk to ~", 701.31d; "When you
  encounter ~", 312.5: the `PLANESWALKED_TO` event of the card turned face up).
- 701.31d: "When you planeswalk away from ~" looks back at the card as it was face up
  (`PLANESWALKED_AWAY`, 603.10a); 901.11: effects lasting "until a player planeswalks"
  end as a player planeswalks.
- 311.7: chaos ensues (the planar die's chaos symbol, 901.9b, or an effect saying so): the
  chaos abilities ("Whenever chaos ensues") of the face-up planes trigger (`CHAOS_ENSUES`).
- 312.7 / 704.6f: a face-up phenomenon that isn't the source of a triggered ability that
  has triggered but not yet left the stack: the planar controller planeswalks (`sba`).
- 901.10: a player leaving the game takes the cards they own with them; if a face-up plane
  or phenomenon leaves so, the planar controller turns the top card of their planar deck
  face up at once (not a state-based action); 901.10a: a planeswalking ability on the stack
  then ceases to exist; 901.10b: abilities from phenomena stay on the stack, controlled by
  the new planar controller.

The Grand Melee (901.14) and single planar deck (901.15) options and Two-Headed Giant
Planechase (901.12) are not set up by Arbiter.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.triggers.events import Event
from arbiter.engine.zones.command_decks import to_bottom_of_deck
from arbiter.rules.instructions import Instruction
from arbiter.state.effects import UNTIL_PLANESWALK

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

PLANE = "Plane"
PHENOMENON = "Phenomenon"
PLANAR_TYPES = frozenset({PLANE, PHENOMENON})
#: 701.31d / 312.5: a plane or phenomenon was turned face up as a player planeswalked
#: (obj: the face-up card, player: who planeswalked).
PLANESWALKED_TO = "planeswalked_to"
#: 311.7: chaos ensues for a face-up plane (obj: the plane).
CHAOS_ENSUES = "chaos_ensues"
#: 901.11: a player planeswalked (obj: None, player: who).
PLANESWALKED = "planeswalked"
#: 701.31d: a plane or phenomenon was turned face down as a player planeswalked (obj: the
#: card as it was face up, looked back at, 603.10a; player: who planeswalked).
PLANESWALKED_AWAY = "planeswalked_away"


@dataclass(frozen=True)
class Planeswalk(Instruction):
    """701.31: "planeswalk" (the ability's controller, if they are the planar controller,
    701.31a)."""


@dataclass(frozen=True)
class ChaosEnsues(Instruction):
    """311.7: "chaos ensues"."""


def card_types(game: Game, name: str) -> frozenset[str]:
    return frozenset(game.catalog.record(name).faces[0].types)


def face_up(game: Game) -> list[int]:
    """901.7: the face-up plane and phenomenon cards in the command zone."""
    out = []
    for oid in game.state.zone_list("command"):
        card = game.obj(oid).card
        if card is not None and card_types(game, card) & PLANAR_TYPES:
            out.append(oid)
    return out


def is_planechase(game: Game) -> bool:
    """901: some player has a planar deck."""
    return any(p.planar_deck is not None for p in game.state.players)


def set_planar_controller(game: Game, player: int | None) -> None:
    """901.6: `player` becomes the planar controller, and so controls the face-up cards."""
    game.state.planar_controller = player
    if player is not None:
        for oid in face_up(game):
            game.obj(oid).controller = player
    game.state.touch()


def _turn_face_up(game: Game, player: int) -> int | None:
    """701.31b: the top card of the player's planar deck off it, face up (its owner: the
    player who started the game with it, 901.6)."""
    deck = game.state.players[player].planar_deck
    if not deck:
        return None
    name = deck.pop(0)
    controller = game.state.planar_controller
    obj = game.state.add_object({"owner": player, "card": name,
                                 "controller": player if controller is None else controller},
                                "command")
    return obj.id


def _to_bottom(game: Game, oid: int) -> None:
    """701.31b: face down on the bottom of its owner's planar deck (a new object, 901.7a)."""
    to_bottom_of_deck(game, oid, "planar_deck")


def starting_plane(game: Game) -> int | None:
    """901.5: the starting player turns the top card of their planar deck face up; a
    phenomenon goes to the bottom and the process repeats until a plane is face up. No
    ability triggers. The starting plane."""
    if not is_planechase(game) or face_up(game):
        return None
    player = game.state.turn.active
    deck = game.state.players[player].planar_deck
    if not deck or all(PLANE not in card_types(game, n) for n in deck):
        return None
    set_planar_controller(game, player)  # 901.6: normally the active player
    while True:
        oid = _turn_face_up(game, player)
        if oid is None:
            return None
        if PLANE in card_types(game, game.obj(oid).card or ""):
            game.log(f"{game.player_name(player)} turns {game.obj(oid).card} face up as the "
                     "starting plane (901.5)")
            return oid
        _to_bottom(game, oid)


def planeswalk(game: Game, player: int) -> int | None:
    """701.31a-b: the planar controller planeswalks: each face-up plane and phenomenon to the
    bottom of its owner's planar deck, then the top card of their own planar deck face up.
    The card planeswalked to (None: the player may not planeswalk, or no card)."""
    if game.state.planar_controller != player:
        return None  # 701.31a: only the planar controller may planeswalk
    away = face_up(game)
    for oid in away:
        game.lki[oid] = game.chars(oid).clone()  # 603.10a: "When you planeswalk away"
    for oid in away:
        _to_bottom(game, oid)  # 901.11b-c: planeswalked away from (all of them)
    for oid in away:
        game.emit(Event(PLANESWALKED_AWAY, oid, player=player))  # 701.31d
    return _planeswalk_to(game, player)


def _planeswalk_to(game: Game, player: int) -> int | None:
    new = _turn_face_up(game, player)
    if new is None:
        return None
    game.log(f"{game.player_name(player)} planeswalks to {game.obj(new).card} (701.31)")
    ended = [e for e in game.state.effects if e.duration == UNTIL_PLANESWALK]
    if ended:  # 901.11: effects lasting "until a player planeswalks" end
        game.state.effects = [e for e in game.state.effects if e not in ended]
        game.state.touch()
    game.emit(Event(PLANESWALKED, None, player=player))  # 901.11
    game.emit(Event(PLANESWALKED_TO, new, player=player))  # 701.31d, 312.5
    return new


def chaos_ensues(game: Game) -> None:
    """311.7: chaos ensues: each face-up plane's chaos abilities trigger (controlled by the
    planar controller, its controller)."""
    for oid in face_up(game):
        if PLANE in card_types(game, game.obj(oid).card or ""):
            game.emit(Event(CHAOS_ENSUES, oid, player=game.state.planar_controller))
    game.log("chaos ensues (311.7)")


def do_planeswalk(r: Resolution, step: Planeswalk) -> None:
    r.did = planeswalk(r.game, r.item.controller) is not None


def do_chaos_ensues(r: Resolution, step: ChaosEnsues) -> None:
    chaos_ensues(r.game)
    r.did = True


def new_turn(game: Game) -> None:
    """901.6: a different player became the active player: they become the planar
    controller; 901.9: the count of planar die rolls starts over."""
    game.state.turn.planar_rolls = {}
    if game.state.planar_controller is not None:
        set_planar_controller(game, game.state.turn.active)


def _ability_waiting(game: Game, sources: list[int]) -> bool:
    """704.6f: a triggered ability of one of these cards has triggered and not yet left the
    stack (waiting to be put on it, or on it)."""
    from arbiter.engine.triggers import triggered

    triggered.collect(game)  # abilities that have triggered wait in `pending_triggers`
    state = game.state
    if any(t[0] in sources for t in state.pending_triggers):
        return True
    return any(getattr(item, "source", None) in sources and
               getattr(item, "kind", "") == "triggered" for item in state.stack_items)


def sba(game: Game) -> bool:
    """312.7 / 704.6f: a face-up phenomenon that isn't the source of a triggered ability
    still to leave the stack: the planar controller planeswalks."""
    controller = game.state.planar_controller
    if controller is None:
        return False
    phenomena = [o for o in face_up(game)
                 if PHENOMENON in card_types(game, game.obj(o).card or "")]
    if not phenomena or _ability_waiting(game, phenomena):
        return False
    planeswalk(game, controller)
    return True


def leaving(game: Game, player: int) -> bool:
    """901.6 / 901.10b: before a player leaves the game: if they are the planar controller,
    the next player in turn order who stays becomes it, and abilities from phenomena on the
    stack are controlled by them. Whether a face-up card they own will leave with them."""
    state = game.state
    if state.planar_controller is None:
        return False
    if state.planar_controller == player:
        n = len(state.players)
        nxt = next(((player + i) % n for i in range(1, n)
                    if not state.players[(player + i) % n].lost), None)
        set_planar_controller(game, nxt)
        phenomena = {o for o in face_up(game)
                     if PHENOMENON in card_types(game, game.obj(o).card or "")}
        for item in state.stack_items:
            if item.kind == "triggered" and item.source in phenomena and nxt is not None:
                item.controller = nxt  # 901.10b
    return any(game.obj(o).owner == player for o in face_up(game))


def left(game: Game, player: int, plane_left: bool) -> None:
    """901.10 / 901.10a: after a player left the game with a face-up plane or phenomenon:
    planeswalking abilities on the stack cease to exist, and the planar controller turns the
    top card of their planar deck face up (they have planeswalked, 901.11a)."""
    from arbiter.engine.turn.planar_die import PLANESWALKING_ABILITY

    if not plane_left or game.state.planar_controller is None:
        return
    game.state.stack_items = [it for it in game.state.stack_items
                              if it.ability != PLANESWALKING_ABILITY]
    if not face_up(game):
        _planeswalk_to(game, game.state.planar_controller)


__all__ = ["CHAOS_ENSUES", "PHENOMENON", "PLANAR_TYPES", "PLANE", "PLANESWALKED",
           "PLANESWALKED_AWAY", "PLANESWALKED_TO", "ChaosEnsues", "Planeswalk",
           "chaos_ensues", "do_chaos_ensues", "do_planeswalk", "face_up", "is_planechase",
           "left", "leaving", "new_turn", "planeswalk", "sba", "set_planar_controller",
           "starting_plane"]
