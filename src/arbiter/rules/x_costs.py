"""601.2b / 118.8: additional costs of X, "As an additional cost to cast this spell, discard X
cards." (Sickening Dreams), "..., pay X life." (Toxic Deluge), "..., discard X creature
cards." (Aether Tide), "..., sacrifice X creatures." (Immoral Bargain), "..., exile X cards
from your graveyard." (Harvest Pyre): X is announced as the spell is cast (601.2b: a variable
cost) and that many cards are discarded from its caster's hand (701.9a), permanents they
control sacrificed (701.21a) or cards exiled from their graveyard (406.2), or that much life
paid (119.4), as the total cost is paid (601.2h; `engine.casting.x_costs`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.rules.abilities import Ability


@dataclass(frozen=True)
class DiscardXCost(Ability):
    """The additional cost "discard X [<kind>] cards" (`selector` None: any card)."""

    selector: Any = None


@dataclass(frozen=True)
class PayXLifeCost(Ability):
    """The additional cost "pay X life"."""


@dataclass(frozen=True)
class SacrificeXCost(Ability):
    """The additional cost "sacrifice X <permanents>" (permanents the caster controls)."""

    selector: Any = None


@dataclass(frozen=True)
class ExileXCost(Ability):
    """The additional cost "exile X [<kind>] cards from your graveyard"."""

    selector: Any = None


__all__ = ["DiscardXCost", "ExileXCost", "PayXLifeCost", "SacrificeXCost"]
