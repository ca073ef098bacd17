"""Schemes (314) in the Archenemy variant (904): Set in Motion (701.32) and Abandon (701.33).

- 904.3-904.4 / 314.2: the archenemy has a scheme deck in the command zone
  (`Player.scheme_deck`, top first); scheme cards stay in the command zone all game.
- 904.9 / 703.4e: immediately after the archenemy's precombat main phase begins (before lore
  counters, 703.4f), they set the top card of their scheme deck in motion: 701.32b, move it
  off the deck and turn it face up (a face-up scheme is an object in the command zone,
  controlled by its owner, 314.5); "When you set this scheme in motion" triggers
  (`SET_IN_MOTION`). 314.4 / 904.8: a face-up scheme's static abilities affect the game and
  its triggered abilities may trigger.
- 904.10 / 314.6 / 704.6e: a face-up non-ongoing scheme, with no triggered ability of any
  scheme on the stack or waiting to be put on it, is turned face down and put on the bottom
  of its owner's scheme deck (`sba`).
- 904.11 / 701.33: an ongoing scheme stays face up until an ability abandons it: turned face
  down and put on the bottom of its owner's scheme deck (`AbandonScheme`, "abandon this
  scheme", 314.7: the scheme that is the ability's source).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.triggers.events import Event
from arbiter.engine.zones.command_decks import to_bottom_of_deck
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: 701.32b: a scheme was set in motion (obj: the face-up scheme).
SET_IN_MOTION = "set_in_motion"
SCHEME = "Scheme"


@dataclass(frozen=True)
class AbandonScheme(Instruction):
    """701.33: "abandon this scheme" (314.7: the ability's source)."""


def face_up_schemes(game: Game) -> list[int]:
    """314.4: the face-up scheme cards in the command zone."""
    out = []
    for oid in game.state.zone_list("command"):
        card = game.obj(oid).card
        if card is not None and SCHEME in game.catalog.record(card).faces[0].types:
            out.append(oid)
    return out


def _ongoing(game: Game, oid: int) -> bool:
    return "Ongoing" in game.catalog.record(game.obj(oid).card or "").faces[0].supertypes


def set_in_motion(game: Game, player: int) -> int | None:
    """701.32b: the top scheme of the player's scheme deck off it, face up; the scheme."""
    deck = game.state.players[player].scheme_deck
    if not deck:
        return None
    name = deck.pop(0)
    obj = game.state.add_object({"owner": player, "controller": player, "card": name},
                                "command")
    game.log(f"{game.player_name(player)} sets {name} in motion (701.32)")
    game.emit(Event(SET_IN_MOTION, obj.id, player=player))
    return obj.id


def _to_bottom(game: Game, oid: int) -> None:
    """701.33b / 904.10: face down, on the bottom of its owner's scheme deck."""
    to_bottom_of_deck(game, oid, "scheme_deck")


def abandon(game: Game, oid: int) -> bool:
    """701.33a-b: only a face-up ongoing scheme card is abandoned."""
    if oid not in face_up_schemes(game) or not _ongoing(game, oid):
        return False
    game.log(f"{game.player_name(game.obj(oid).owner)} abandons {game.obj(oid).card}")
    _to_bottom(game, oid)
    return True


def do_abandon_scheme(r: Resolution, step: AbandonScheme) -> None:
    r.did = r.item.source is not None and abandon(r.game, r.item.source)


def precombat_main(game: Game) -> None:
    """904.9 / 703.4e: the archenemy sets their top scheme in motion."""
    active = game.state.turn.active
    if game.state.players[active].scheme_deck is not None:
        set_in_motion(game, active)


def _scheme_trigger_waiting(game: Game, schemes: list[int]) -> bool:
    """904.10: a triggered ability of a scheme on the stack or waiting to be put on it."""
    from arbiter.engine.triggers import triggered

    triggered.collect(game)  # abilities that have triggered wait in `pending_triggers`
    state = game.state
    if any(t[0] in schemes for t in state.pending_triggers):
        return True
    return any(getattr(item, "source", None) in schemes and
               getattr(item, "kind", "") != "spell" for item in state.stack_items)


def sba(game: Game) -> bool:
    """904.10 / 704.6e: face-up non-ongoing schemes go face down to the bottom of their
    owners' scheme decks when no scheme's triggered ability is on or waiting for the
    stack."""
    schemes = face_up_schemes(game)
    done = [o for o in schemes if not _ongoing(game, o)]
    if not done or _scheme_trigger_waiting(game, schemes):
        return False
    for oid in done:
        _to_bottom(game, oid)
    return True


__all__ = ["SCHEME", "SET_IN_MOTION", "AbandonScheme", "abandon", "do_abandon_scheme",
           "face_up_schemes", "precombat_main", "sba", "set_in_motion"]
