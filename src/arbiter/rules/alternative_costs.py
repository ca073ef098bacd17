"""118.9: alternative costs printed on a spell, "You may [action] rather than pay this
spell's mana cost" (Force of Will, Daze, Fireblast), with the condition some carry ("If you
control a Forest, rather than pay this spell's mana cost, you may have an opponent gain 3
life.", 601.2b: judged as the spell is cast), and "If you control a commander, you may cast
this spell without paying its mana cost.".

The ability is data: the costs to pay instead of the mana cost (118.9: mana, life, and
objects: permanents to sacrifice, tap or return, cards to exile or discard from the hand,
cards to exile from the graveyard) and the condition. The engine carries it out as the way
of casting named "alternative" (`engine.casting.alternative_costs`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.abilities import Ability
from arbiter.rules.conditions import Condition
from arbiter.rules.costs import Cost

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: The name of this way of casting (`engine.casting.spells.ALTERNATIVES`).
ALTERNATIVE = "alternative"


@dataclass(frozen=True)
class ReturnPermanentsCost(Cost):
    """"Return two Islands you control to their owner's hand": `n` permanents the player
    controls matching `selector` go to their owners' hands as the cost is paid."""

    selector: Any = None
    n: int = 1
    description: str = "a permanent you control"

    def __str__(self) -> str:
        return f"Return {self.description} to its owner's hand"


@dataclass(frozen=True)
class ExileFromHandCost(Cost):
    """"Exile a blue card from your hand": `n` cards from the player's hand (never the
    spell being cast: it is on the stack by then, 601.2a). `n` None: "exile any number of
    ..." as an additional cost (601.2b: the player chooses how many, none included)."""

    selector: Any = None
    n: int | None = 1
    description: str = "a card"

    def __str__(self) -> str:
        return f"Exile {self.description} from your hand"


@dataclass(frozen=True)
class DiscardCardsCost(Cost):
    """"Discard a Swamp card": `n` cards of a quality from the player's hand (701.9a)."""

    selector: Any = None
    n: int = 1
    description: str = "a card"

    def __str__(self) -> str:
        return f"Discard {self.description}"


@dataclass(frozen=True)
class OpponentsGainLifeCost(Cost):
    """"Have an opponent gain 3 life" (one opponent the player chooses as it's paid) or "have
    each other player gain 6 life" (`each`): 119.9, a player gains life."""

    amount: int = 0
    each: bool = False

    def __str__(self) -> str:
        who = "each other player" if self.each else "an opponent"
        return f"Have {who} gain {self.amount} life"


@dataclass(frozen=True)
class ControlsACommander(Condition):
    """"If you control a commander" (903.3: a permanent that is any player's commander)."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return any(obj.zone == "battlefield" and obj.commander is not None
                   and oid in view.chars and view.chars[oid].controller == ctx.controller
                   for oid, obj in view.state.objects.items())


@dataclass(frozen=True)
class AlternativeCost(Ability):
    """118.9: "You may [costs] rather than pay this spell's mana cost", available only while
    `condition` holds (None: always); `free`: "you may cast this spell without paying its
    mana cost" (no cost at all; 107.3b: X is 0). `keyword` names the way of casting it
    offers."""

    costs: tuple[Cost, ...] = ()
    condition: Condition | None = None
    free: bool = False
    keyword: str = ALTERNATIVE


__all__ = ["ALTERNATIVE", "AlternativeCost", "ControlsACommander", "DiscardCardsCost",
           "ExileFromHandCost", "OpponentsGainLifeCost", "ReturnPermanentsCost"]
