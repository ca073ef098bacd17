"""610.3 / 610.3c: cards exiled "until <this> leaves the battlefield" return under their
owners' control as a one-shot effect right after it leaves (not a trigger), entering with
the replacement effects and triggers of 614.1c, 614.12 and 603.6a; a card exiled from a
hand returns to its owner's hand (610.3: its previous zone; Kitesail Freebooter)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def return_exiled(game: Game, source: int) -> None:
    """`source` has left the battlefield: the cards it exiled until then come back."""
    from arbiter.engine.replacement.entering import enter

    state = game.state
    # each entry: (source, card[, the zone it returns to: "hand"]; else the battlefield)
    back = [(e[1], e[2] if len(e) > 2 else "battlefield") for e in state.until_leaves
            if e[0] == source]
    state.until_leaves = [e for e in state.until_leaves if e[0] != source]
    for card, zone in back:
        if game.obj(card).zone != "exile":
            continue
        if zone == "hand":  # 610.3: its previous zone, its owner's hand
            game.move(card, "hand")
            continue
        new = game.move(card, "battlefield", controller=game.obj(card).owner)
        if new is not None:
            enter(game, new)


__all__ = ["return_exiled"]
