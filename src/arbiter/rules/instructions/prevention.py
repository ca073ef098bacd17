"""Instructions that create prevention shields (615.7, 615.8, 609.7), as data; carried out by
`engine.replacement.shields`.

    PreventNextDamage        615.7: "Prevent the next N damage that would be dealt to
                             <recipient> this turn."
    PreventNextFromSource    615.8, 609.7a: "The next time a [red] source of your choice would
                             deal damage to <recipient> this turn, prevent that damage."
    RedirectNextDamage       614.9: "The next N damage that would be dealt to <A> this turn is
                             dealt to <B> instead."
    ReplaceNextFromSource    614.9, 609.7a: "The next time a source of your choice would deal
                             damage to <A> this turn, that damage is dealt to <B> instead." /
                             Eye for an Eye's "instead that source deals that much damage to
                             you and ~ deals that much damage to that source's controller."
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
    or "you") until the turn ends; `combat_only`: "the next N combat damage". 615.5:
    `gain_life`: "You gain life equal to the damage prevented this way."; `counters`: "For
    each 1 damage prevented this way, put a +1/+1 counter on that creature." (a counter of
    that kind on the shielded permanent for each 1 damage the shield prevents)."""

    amount: int | Value = 1
    to: str | Ref = "you"
    combat_only: bool = False
    gain_life: bool = False
    counters: str | None = None


@dataclass(frozen=True)
class PreventNextFromSource(Instruction):
    """615.8 / 609.7a: the player chooses a source as this resolves (of `quality`, rechecked
    when it would deal damage, 609.7b: ("color", "Red"), ("type", "Artifact")); the next
    time it would deal damage to `to` ("you", a Ref; None: to anything) this turn, all of
    that damage is prevented. `gain_life`: "You gain life equal to the damage prevented this
    way." (615.5). `damage_back`: "If damage is prevented this way, ~ deals that much damage
    to that source's controller." (615.5: right after the damage event). `all_turn`:
    "Prevent all damage a source of your choice would deal this turn": every instance of
    its damage this turn, the shield not used up by any (615.1a, 615.3)."""

    to: str | Ref | None = "you"
    quality: tuple[str, str] | None = None
    gain_life: bool = False
    damage_back: bool = False
    all_turn: bool = False


@dataclass(frozen=True)
class RedirectNextDamage(Instruction):
    """614.9: a redirection shield of `amount` damage around `to` ("you", a Ref), dealt to
    `redirect_to` instead ("you", "owner": the owner of this object, a Ref)."""

    amount: int | Value = 1
    to: str | Ref = "you"
    redirect_to: str | Ref = "you"


@dataclass(frozen=True)
class ReplaceNextFromSource(Instruction):
    """614.9 / 609.7a: the player chooses a source as this resolves; the next time it would
    deal damage to `to` this turn, that damage is dealt to `redirect_to` instead, or
    (`mirror`) it is dealt and this object deals that much damage to the source's
    controller too."""

    to: str | Ref | None = "you"
    redirect_to: str | Ref | None = None
    mirror: bool = False
    quality: tuple[str, str] | None = None


__all__ = ["PreventNextDamage", "PreventNextFromSource", "RedirectNextDamage",
           "ReplaceNextFromSource"]
