"""406 / 404: "Exile target player's graveyard." (Bojuka Bog, Tormod's Crypt): every card in
that player's graveyard is exiled, all at once (one batch of events, 603.2c). "Exile all
creature cards from target player's graveyard." (Crypt Incursion), "Target player exiles all
land cards from their graveyard." (Mudhole): only the cards of that kind."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ExileGraveyard(Instruction):
    """Exile all cards in the graveyard of each player `who` names (only those `selector`
    matches, if any)."""

    who: Any = "you"
    selector: Any = None


def do_exile_graveyard(r: Resolution, step: ExileGraveyard) -> None:
    exile_all(r, step.who, "graveyard", step.selector)


def exile_all(r: Resolution, who: Any, zone: str, selector: Any = None) -> None:
    """Every card in `zone` of each player `who` names (that `selector` matches) is exiled at
    once (603.2c); the number exiled is what "this way" counts."""
    from arbiter.engine.triggers.batches import action

    g = r.game
    r.count = 0
    cards = [c for p in r.players(who) for c in g.state.zone_list(zone, p)]
    if selector is not None:
        matching = set(r.matching(selector))
        cards = [c for c in cards if c in matching]
    with action(g):
        for card in cards:
            g.move(card, "exile")
            r.count += 1


__all__ = ["ExileGraveyard", "do_exile_graveyard", "exile_all"]
