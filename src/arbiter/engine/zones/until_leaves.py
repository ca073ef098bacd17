"""610.3 / 610.3c: cards exiled "until <this> leaves the battlefield" return under their
owners' control as a one-shot effect right after it leaves (not a trigger), entering with
the replacement effects and triggers of 614.1c, 614.12 and 603.6a."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def return_exiled(game: Game, source: int) -> None:
    """`source` has left the battlefield: the cards it exiled until then come back."""
    from arbiter.engine.replacement.entering import enter

    state = game.state
    back = [card for src, card in state.until_leaves if src == source]
    state.until_leaves = [(s, c) for s, c in state.until_leaves if s != source]
    for card in back:
        if game.obj(card).zone == "exile":
            new = game.move(card, "battlefield", controller=game.obj(card).owner)
            if new is not None:
                enter(game, new)


__all__ = ["return_exiled"]
