"""Costs and restrictions of activated abilities that work from the hand (113.6j, 602.2b,
118.3, 602.5b).

An activated ability whose cost can't be paid while its object is on the battlefield
functions from the zone where that cost can be paid (113.6j): "Discard this card" (701.9a)
"Reveal this card from your hand" (701.20a) and "Exile this card from your hand"
(406.2) can be paid only while the card is in its
owner's hand. Cycling (702.29a), typecycling (702.29e), transmute (702.53a), reinforce
(702.77a) and channel-style abilities ("Channel — {1}{G}, Discard this card: ...", 207.2c)
discard the card; ninjutsu (702.49a) and forecast (702.57a) reveal it, and ninjutsu also
returns an unblocked attacking creature to its owner's hand.

The engine pays them in `engine.casting.from_hand`. A forecast ability may be activated
only during its owner's upkeep (702.57b): `DuringYourUpkeep`, a restriction on its use
(602.5b) judged for the player activating it, who owns the card in their hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.rules.costs import Cost

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class DiscardSelf(Cost):
    """701.9a as a cost: "Discard this card" (the ability's own card, from its owner's
    hand). `cycling`: the cost of a cycling or typecycling ability (702.29a, 702.29f):
    paying it is cycling the card (702.29c)."""

    cycling: bool = False

    def __str__(self) -> str:
        return "Discard this card"


@dataclass(frozen=True)
class RevealSelf(Cost):
    """701.20a as a cost: "Reveal this card from your hand"; `command_zone`: "... from your
    hand or from the command zone" (702.49d commander ninjutsu)."""

    command_zone: bool = False

    def __str__(self) -> str:
        if self.command_zone:
            return "Reveal this card from your hand or from the command zone"
        return "Reveal this card from your hand"


@dataclass(frozen=True)
class ExileSelfFromHand(Cost):
    """406.2 as a cost: "Exile this card from your hand" (the ability's own card, from its
    owner's hand)."""

    def __str__(self) -> str:
        return "Exile this card from your hand"


@dataclass(frozen=True)
class ReturnUnblockedAttacker(Cost):
    """702.49a: "Return an unblocked attacking creature you control to its owner's hand"
    (509.1h: an attacking creature no creature was declared to block, once blockers have
    been declared)."""

    def __str__(self) -> str:
        return "Return an unblocked attacking creature you control to its owner's hand"


#: The costs that make an ability work from the hand (113.6j).
HAND_COSTS = (DiscardSelf, RevealSelf, ExileSelfFromHand)


@dataclass(frozen=True)
class DuringYourUpkeep(Condition):
    """702.57b: "only during your upkeep": the upkeep step (503) of the turn of the player
    activating the ability."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        turn = view.state.turn
        return turn.step == "upkeep" and turn.active == ctx.controller


__all__ = ["HAND_COSTS", "DiscardSelf", "DuringYourUpkeep", "ExileSelfFromHand",
           "ReturnUnblockedAttacker", "RevealSelf"]
