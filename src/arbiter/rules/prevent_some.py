"""615.7: a static prevention effect that prevents some of the damage a source would deal
("If a source an opponent controls would deal damage to you, prevent 1 of that damage."), as
data: a rules part (613.11) on the permanent with the ability, read by
`engine.replacement.prevent_some` as damage would be dealt."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.selectors import Selector
from arbiter.rules.values import Value

#: The rule name of the part (`rules.parts.RulesPart`).
RULE = "prevent_some_damage"


@dataclass(frozen=True)
class PreventSome:
    """Prevent `n` of the damage a source `by` matches (judged from the ability's point of
    view, 109.5) would deal to a recipient: "you" (the ability's controller) when `to_you`,
    and each permanent `to` matches (None: none). `n` is a number or a value counted as the
    damage would be dealt ("prevent X of that damage, where X is the number of creatures you
    control"). `op`: PREVENT_N, or HALF_UP ("prevent half that damage, rounded up"), or
    ALL_BUT ("prevent all but `n` of that damage"). `combat`: only combat damage (510.2)."""

    n: int | Value
    by: Selector
    to_you: bool = False
    to: Selector | None = None
    op: str = "prevent"
    combat: bool = False


#: 615.7: the prevention shields these make (`engine.replacement.damage.modified`)
PREVENT_N = "prevent"
HALF_UP = "prevent_half_up"
ALL_BUT = "prevent_all_but"


def left_after(op: str, n: int, amount: int) -> int | None:
    """615.7: the damage left of `amount` once a shield `op` prevents some of it (None: `op`
    isn't a prevention). "Half that damage, rounded up" of 3 prevents 2; "all but 1" of 3
    prevents 2 and of 1 prevents none."""
    if op == PREVENT_N:
        return max(0, amount - n)
    if op == HALF_UP:
        return amount // 2
    if op == ALL_BUT:
        return min(amount, n)
    return None


__all__ = ["ALL_BUT", "HALF_UP", "PREVENT_N", "RULE", "PreventSome", "left_after"]
