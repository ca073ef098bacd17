"""201.2b: "the number of differently named <objects>" (Awakened Amalgam, Euroakus, Gimbal,
All-Fates Scroll): the most objects of the group that can be taken together so that each has
at least one name and no two of them have a name in common.

An object with no name (a face-down permanent, 708.2a) is never counted (201.2a-b). An
object usually has one name, and the count is then the number of different names; a split
card outside the stack has both halves' names (709.4a) and shares a name with an object
having either of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.split_cards import SEPARATOR
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView


def names_of(name: str | None) -> tuple[str, ...]:
    """201.2a, 709.4a: the names an object has (none for a nameless object)."""
    return tuple(n for n in (name or "").split(SEPARATOR) if n)


def differently_named(groups: list[tuple[str, ...]]) -> int:
    """201.2b: the largest number of objects (each given by its names) that have different
    names: no two of those chosen have a name in common, and each has one. Objects with the
    same names can't both be chosen; among those with several names (rare: split cards) every
    disjoint choice is tried, each then joined by the one-name objects it leaves free."""
    distinct = {frozenset(g) for g in groups if g}
    singles = {next(iter(g)) for g in distinct if len(g) == 1}
    several = [g for g in distinct if len(g) > 1]

    def best(i: int, used: frozenset[str]) -> int:
        if i == len(several):
            return len(singles - used)
        skip = best(i + 1, used)
        if several[i] & used:
            return skip
        return max(skip, 1 + best(i + 1, used | several[i]))

    return best(0, frozenset())


@dataclass(frozen=True)
class DifferentlyNamed(Value):
    """"the number of differently named <selector>", counted now (201.2b)."""

    selector: Selector
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"zone", "name"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        zones = self.selector.zones()
        return differently_named([
            names_of(view.chars[other].name) for other, obj in view.state.objects.items()
            if obj.zone in zones and other in view.chars
            and self.selector.matches(view, other, ctx)])

    def __str__(self) -> str:
        return "the number of differently named objects"


__all__ = ["DifferentlyNamed", "differently_named", "names_of"]
