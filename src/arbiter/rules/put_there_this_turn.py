"""Cards in a graveyard that were put there this turn (404.1, 400.7):

    target creature card in your graveyard that was put there from the battlefield this turn
                                                                  (Moira, Urborg Haunt)
    all cards in your graveyard that were put there from the battlefield this turn
                                                                  (Twilight Shepherd)
    creature cards that were put into your graveyard from the battlefield this turn
                                                                  (Fell Shepherd)
    target creature card from a graveyard that was put there this turn (Abyssal Harvester)
    creature cards in your graveyard that were put there from anywhere this turn (Garna)

A card put into a graveyard is a new object there (400.7); the engine's "put_into_graveyard"
event names that new object (`new_id`) and the zone it came from. The turn's events begin at
`TurnState.events_start`. A card that left its graveyard and came back is another new object,
never put there by the earlier event; a card a scenario places in a graveyard as the game is set
up wasn't put there during a turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


def put_there_this_turn(view: LayerView, oid: int, from_zone: str | None) -> bool:
    """404.1, 400.7: graveyard object `oid` was put there this turn (from `from_zone`;
    None: from anywhere)."""
    obj = view.state.objects.get(oid)
    if obj is None or obj.zone != "graveyard":
        return False
    events = view.state.events
    return any(e.kind == "put_into_graveyard" and e.new_id == oid
               and (from_zone is None or e.from_zone == from_zone)
               for e in events[min(view.state.turn.events_start, len(events)):])


@dataclass(frozen=True)
class PutThereThisTurn(Selector):
    """"<card> in a graveyard that was put there [from the battlefield] this turn": the card
    is in a graveyard and got there this turn (from `from_zone`; None: from anywhere)."""

    from_zone: str | None = "battlefield"

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return put_there_this_turn(view, oid, self.from_zone)


__all__ = ["PutThereThisTurn", "put_there_this_turn"]
