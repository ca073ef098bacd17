"""603.2c, 701.9a: "Whenever you discard one or more cards, ... that many ...": the ability
triggers once for the simultaneous discards (one batch, `engine.triggers.batches`), and
"that many" is the number of cards matching its phrase the player discarded then (the
event the ability carries gets that number as its amount)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.triggers.events import Event


def with_cards_discarded(game: Game, trigger: Any, ev: Event, source: int,
                         controller: int) -> Event:
    """`ev` (the first discard of its batch that matched) with the number of matching
    cards the player discarded in that batch as its amount."""
    from arbiter.engine.triggers.triggered import condition_ok

    same = [e for e in game.state.events[ev.batch_start:] if e.kind == "discard"
            and e.batch == ev.batch and e.player == ev.player] if ev.batch else [ev]
    n = sum(1 for e in same if condition_ok(game, trigger, e, source, controller))
    return replace(ev, amount=n)


__all__ = ["with_cards_discarded"]
