"""115.1: "<objects> can't be the target of <red> spells or abilities from <red> sources" /
"... of spells or abilities your opponents control", as data: a rules part (613.11) on each
object it protects, read by `engine.stack.targeting` as targets are chosen and checked."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.selectors import Selector

#: The rule name of the part.
RULE = "cant_be_targeted_by"


@dataclass(frozen=True)
class UntargetableBy:
    """A spell or ability can't target the object when the object it comes from matches
    `sources` (judged from the protecting ability's point of view; None: any) and, with
    `opponents`, its controller is an opponent of the protecting ability's controller."""

    sources: Selector | None = None
    opponents: bool = False


__all__ = ["RULE", "UntargetableBy"]
