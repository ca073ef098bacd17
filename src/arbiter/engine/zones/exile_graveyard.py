"""406 / 404: "Exile target player's graveyard." (Bojuka Bog, Tormod's Crypt): every card in
that player's graveyard is exiled, all at once (one batch of events, 603.2c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ExileGraveyard(Instruction):
    """Exile all cards in the graveyard of each player `who` names."""

    who: Any = "you"


def do_exile_graveyard(r: Resolution, step: ExileGraveyard) -> None:
    exile_all(r, step.who, "graveyard")


def exile_all(r: Resolution, who: Any, zone: str) -> None:
    """Every card in `zone` of each player `who` names is exiled at once (603.2c); the
    number exiled is what "this way" counts."""
    from arbiter.engine.triggers.batches import action

    g = r.game
    r.count = 0
    with action(g):
        for p in r.players(who):
            for card in list(g.state.zone_list(zone, p)):
                g.move(card, "exile")
                r.count += 1


__all__ = ["ExileGraveyard", "do_exile_graveyard", "exile_all"]
