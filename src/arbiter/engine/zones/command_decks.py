"""The decks of the command zone's supplemental cards: a scheme deck (Archenemy, 904.3) and a
planar deck (Planechase, 901.3). A face-up scheme or plane leaving play there is turned face
down and put on the bottom of its owner's deck (701.33b, 904.10; 701.31b): it stops being an
object in the command zone (a new object when turned face up again, 400.7, 901.7a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def to_bottom_of_deck(game: Game, oid: int, deck: str) -> None:
    """Put the face-up card `oid` face down on the bottom of its owner's `deck`
    ("scheme_deck" or "planar_deck")."""
    obj = game.obj(oid)
    game.state.remove_from_zone(oid)
    obj.zone = "left:command"
    cards = getattr(game.state.players[obj.owner], deck)
    if cards is not None:
        cards.append(obj.card or "")
    game.state.touch()
