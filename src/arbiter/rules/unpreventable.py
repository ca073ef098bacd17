"""615.12: damage that can't be prevented, as data (read by
`engine.replacement.unpreventable`).

Three forms: a rules effect on the game ("Damage can't be prevented [this turn].", "Combat
damage can't be prevented.": `CANT_BE_PREVENTED`, detail None or "combat"); a rules effect on
a source ("Damage that would be dealt by this creature can't be prevented.", "Combat damage
that would be dealt by creatures you control can't be prevented.": `DEALT_BY_CANT_BE_PREVENTED`
on each source, detail None or "combat"); and a spell's own ability, which functions on the
stack (113.6g: Banefire's "If X is 5 or more, ... the damage can't be prevented":
`SpellDamageCantBePrevented`). One instruction's damage can also be unpreventable
(`DealDamage.unpreventable`: "The damage can't be prevented.")."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.abilities import Ability

#: A rules effect on the game (613.10): damage (detail "combat": combat damage) can't be
#: prevented.
CANT_BE_PREVENTED = "damage_cant_be_prevented"
#: A rules effect on a source (613.11): damage it would deal can't be prevented.
DEALT_BY_CANT_BE_PREVENTED = "damage_dealt_by_cant_be_prevented"


@dataclass(frozen=True)
class SpellDamageCantBePrevented(Ability):
    """113.6g / 615.12: the spell's own "the damage can't be prevented" (functions while it
    is on the stack); `min_x`: only if its X is at least that ("If X is 5 or more")."""

    min_x: int | None = None


__all__ = ["CANT_BE_PREVENTED", "DEALT_BY_CANT_BE_PREVENTED", "SpellDamageCantBePrevented"]
