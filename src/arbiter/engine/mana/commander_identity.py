"""903.4 / 702.124c / 903.4f: "your commander's color identity", for mana abilities such as
"{T}: Add one mana of any color in your commander's color identity."

A player's commanders are the cards they own designated so (903.3), wherever they are. The
color identity of each was established before the game began from its card (903.4a,
`cards.color_identity`); with two commanders it is their combined identity (702.124c). A
player without a commander has none: the quality is undefined and "add one mana of any color
in your commander's color identity" adds nothing (903.4f). A commander whose color its
player chose before the game began (903.4b) is beyond what the game state records: deciding
its identity stops the game naming that text (principle 5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.cards.color_identity import chooses_color, color_identity

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def commanders(game: Game, player: int) -> list[int]:
    """903.3: the cards `player` owns that are commanders (one object per card)."""
    return [o.id for o in game.state.objects.values()
            if o.commander is not None and o.owner == player and o.card is not None
            and not o.zone.startswith("left:")]


def commander_identity(game: Game, player: int) -> frozenset[str] | None:
    """702.124c: the combined color identity of `player`'s commanders; None (903.4f): they
    have no commander."""
    from arbiter.errors import UnsupportedTextError

    mine = commanders(game, player)
    if not mine:
        return None
    colors: set[str] = set()
    for oid in mine:
        record = game.catalog.record(game.obj(oid).card or "")
        if chooses_color(record):
            raise UnsupportedTextError(record.name, "a color chosen before the game begins "
                                       "(903.4b)")
        colors |= color_identity(record)
    return frozenset(colors)


__all__ = ["commander_identity", "commanders"]
