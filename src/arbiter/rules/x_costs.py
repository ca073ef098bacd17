"""601.2b / 118.8: additional costs of X, "As an additional cost to cast this spell, discard X
cards." (Sickening Dreams) and "..., pay X life." (Toxic Deluge): X is announced as the
spell is cast (601.2b: a variable cost) and that many cards are discarded from its caster's
hand (701.9a), or that much life paid (119.4), as the total cost is paid (601.2h;
`engine.casting.x_costs`)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.abilities import Ability


@dataclass(frozen=True)
class DiscardXCost(Ability):
    """The additional cost "discard X cards"."""


@dataclass(frozen=True)
class PayXLifeCost(Ability):
    """The additional cost "pay X life"."""


__all__ = ["DiscardXCost", "PayXLifeCost"]
