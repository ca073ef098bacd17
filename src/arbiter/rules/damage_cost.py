"""118.12a / 120.3: "<effect> unless <player> has ~ deal N damage to them" (Lava Blister,
Molten Influence, Skullscorch, Blazing Salvo): having the spell's or ability's source deal
damage to yourself is the cost the player may pay as it resolves. The player can always pay
it (it needs no resources, 118.3; a life total of 0 or less doesn't stop it); the damage is
dealt by the source (120.3: lifelink, infect and prevention apply to it), and the cost is
paid whatever happens to the damage (118.12: the choice to pay is what counts, so damage
that is prevented still pays it)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.costs import Cost


@dataclass(frozen=True)
class SourceDamagesYou(Cost):
    """"have ~ deal N damage to them": the source deals `amount` damage to the payer."""

    amount: int = 0

    def __str__(self) -> str:
        return f"have it deal {self.amount} damage to you"


__all__ = ["SourceDamagesYou"]
