"""Behold (701.4).

701.4a: "Behold a [quality]" means "Reveal a [quality] card from your hand or choose a
[quality] permanent you control on the battlefield." 701.4b ("if a [quality] was beheld")
isn't read.

Beholding is read only as an additional cost to cast a spell, one option of a choice
("behold a Dragon or pay {1}", 118.8, 601.2b): the player picks the card or permanent with
the other costs (601.2h, `engine.casting.additional_costs`); it stays where it is. A revealed
card is shown to all players (701.20a); the event `beholds` names it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.triggers.events import Event

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The event of a player beholding (obj: the card revealed or the permanent chosen).
BEHOLDS = "beholds"


def behold(game: Game, oid: int) -> None:
    """701.4a: the card is revealed from its owner's hand, or the permanent chosen."""
    obj = game.obj(oid)
    player = obj.owner if obj.zone == "hand" else game.controller_of(oid)
    how = "reveals" if obj.zone == "hand" else "chooses"
    game.log(f"{game.player_name(player)} beholds: {how} {game.quick_name(oid)} (701.4a)")
    game.emit(Event(BEHOLDS, oid, player=player))


__all__ = ["BEHOLDS", "behold"]
