"""614.1a: a static replacement effect that makes a source deal more damage instead ("If a
source you control would deal damage to a permanent or player, it deals double that damage
to that permanent or player instead.", "If a red source you control would deal damage to an
opponent or a permanent an opponent controls, it deals that much damage plus 2 instead."), as
data: a rules part (613.11) on the permanent with the ability, read by
`engine.replacement.damage_increase` as damage would be dealt."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.selectors import Selector

#: The rule name of the part (`rules.parts.RulesPart`).
RULE = "damage_increase"


@dataclass(frozen=True)
class DamageIncrease:
    """The damage a source `by` matches (judged from the ability's point of view, 109.5;
    `Anything` for any source) would deal becomes `n` times that damage (`op` "times"),
    that much plus `n` (`op` "plus"), that much minus `n` (`op` "minus") or half that
    damage rounded down (`op` HALF_DOWN, `n` 2). `combat`: None for any damage, True for combat
    damage only, False for noncombat damage only. The recipients: `players` ("you",
    "opponents", "each" or None) and each permanent `to` matches (None: no permanent);
    `any_recipient` when the text names none ("would deal damage, it deals double that
    damage instead")."""

    op: str
    n: int
    by: Selector
    combat: bool | None = None
    players: str | None = None
    to: Selector | None = None
    any_recipient: bool = False


#: 614.1a: "it deals half that damage, rounded down, ... instead" (Ghosts of the Innocent)
HALF_DOWN = "half_down"


def changed(op: str, n: int, amount: int) -> int:
    """614.1a: the damage dealt instead of `amount` ("that much damage minus 1" of 1 is 0:
    no damage is dealt, 120.8)."""
    if op == "times":
        return amount * n
    if op == "plus":
        return amount + n
    if op == "minus":
        return max(0, amount - n)
    if op == HALF_DOWN:
        return amount // n
    raise ValueError(f"unknown damage change {op!r}")


__all__ = ["HALF_DOWN", "RULE", "DamageIncrease", "changed"]
