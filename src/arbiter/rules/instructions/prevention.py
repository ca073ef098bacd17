"""Instructions that create prevention shields (615.7, 615.8, 609.7), as data; carried out by
`engine.replacement.shields`.

    PreventNextDamage        615.7: "Prevent the next N damage that would be dealt to
                             <recipient> this turn."
    PreventNextFromSource    615.8, 609.7a: "The next time a [red] source of your choice would
                             deal damage to <recipient> this turn, prevent that damage."
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.instructions.references import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.rules.values import Value


@dataclass(frozen=True)
class PreventNextDamage(Instruction):
    """615.7: a shield of `amount` damage around `to` (a Ref to a target or to this object,
    or "you") until the turn ends; `combat_only`: "the next N combat damage"."""

    amount: int | Value = 1
    to: str | Ref = "you"
    combat_only: bool = False


@dataclass(frozen=True)
class PreventNextFromSource(Instruction):
    """615.8 / 609.7a: the player chooses a source as this resolves (of `quality`, rechecked
    when it would deal damage, 609.7b: ("color", "Red"), ("type", "Artifact")); the next
    time it would deal damage to `to` ("you", a Ref; None: to anything) this turn, all of
    that damage is prevented. `gain_life`: "You gain life equal to the damage prevented this
    way." (615.5)."""

    to: str | Ref | None = "you"
    quality: tuple[str, str] | None = None
    gain_life: bool = False


__all__ = ["PreventNextDamage", "PreventNextFromSource"]
