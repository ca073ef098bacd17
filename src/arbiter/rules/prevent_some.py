"""615.7: a static prevention effect that prevents some of the damage a source would deal
("If a source an opponent controls would deal damage to you, prevent 1 of that damage."), as
data: a rules part (613.11) on the permanent with the ability, read by
`engine.replacement.prevent_some` as damage would be dealt."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.selectors import Selector

#: The rule name of the part (`rules.parts.RulesPart`).
RULE = "prevent_some_damage"


@dataclass(frozen=True)
class PreventSome:
    """Prevent `n` of the damage a source `by` matches (judged from the ability's point of
    view, 109.5) would deal to a recipient: "you" (the ability's controller) when `to_you`,
    and each permanent `to` matches (None: none)."""

    n: int
    by: Selector
    to_you: bool = False
    to: Selector | None = None


__all__ = ["RULE", "PreventSome"]
