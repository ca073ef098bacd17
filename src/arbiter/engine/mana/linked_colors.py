"""607.2a / 106.5: "{T}: Add one mana of any of the exiled card's colors." (Chrome Mox): the
colors of the card its linked ability exiled (recorded on the source, `GameObject.linked`),
as that card is now in exile. No card exiled, or a colorless one: no mana (106.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game

_WUBRG = ("W", "U", "B", "R", "G")


def exiled_colors(game: Game, source: int) -> tuple[str, ...]:
    """The colors of the cards `source`'s linked ability exiled that are still in exile."""
    res = game.layers()
    have: set[str] = set()
    for card in game.obj(source).linked:
        if card in res.chars and game.obj(card).zone == "exile":
            have |= {c.symbol for c in res.chars[card].colors}
    return tuple(c for c in _WUBRG if c in have)


__all__ = ["exiled_colors"]
