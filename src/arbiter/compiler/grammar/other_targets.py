"""115.3: "one other target creature" after another target of the same spell or ability
(Relic Crush's "Destroy target artifact or enchantment and up to one other target artifact or
enchantment", Blue Dragon's "target creature an opponent controls gets -3/-0, up to one other
target creature gets -2/-0") is a targeting criterion relative to the earlier target: the
same object can't be chosen for both, and the source itself may be chosen. The object phrase
reads "other" as "not the source" (`Not(IsSource())`), right for a lone "another target
creature" of a permanent's ability, wrong here (Pit Fight's creature could fight itself,
Ulvenwald Tracker couldn't fight with itself as the other creature): such a requirement
becomes "not a target chosen for an earlier requirement" (`TargetSpec.other_than_earlier`,
checked with 115.3 by `engine.stack.targeting.repeated_target`)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.rules.instructions.objects import TargetSpec
from arbiter.rules.selectors import And, IsSource, Not
from arbiter.rules.source_card_selectors import IsSourceOrItsCard
from arbiter.rules.structure import nodes


def is_other(x: Any) -> bool:
    return isinstance(x, Not) and isinstance(x.inner, IsSource | IsSourceOrItsCard)


def outer(x: Any) -> bool:
    """Look inside `x` unless it is an ability of its own."""
    return not (dataclasses.is_dataclass(x) and not isinstance(x, type)
                and type(x).__name__.endswith("Ability"))


def has_other(x: Any) -> bool:
    return any(is_other(n) for n in nodes(x, outer))


def unread(why: str) -> pp.ParseException:
    return pp.ParseException("", 0, why)


def _without_other(selector: Any) -> Any:
    """The selector without its "not the source" part."""
    if is_other(selector):
        return None
    if isinstance(selector, And):
        parts = tuple(_without_other(p) for p in selector.parts if not is_other(p))
        return And(tuple(p for p in parts if p is not None))
    return selector


def other_target_after_target(targets: list[TargetSpec]) -> None:
    """115.3: "other target <object>" after an earlier target requirement that could name
    the same object: not a target chosen for an earlier requirement (the source may be
    chosen), `TargetSpec.other_than_earlier`; changes `targets` in place."""
    for i, spec in enumerate(targets):
        if i and has_other(spec.selector) and any(t.kind != "player" for t in targets[:i]):
            if not (is_other(spec.selector) or isinstance(spec.selector, And)):
                raise unread("'other target' in a selector of another shape")
            targets[i] = dataclasses.replace(spec, selector=_without_other(spec.selector),
                                             other_than_earlier=True)


__all__ = ["has_other", "is_other", "other_target_after_target", "outer", "unread"]
