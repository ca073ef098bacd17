"""700.2 / 601.2c: the targets of a spell that follows more than one mode ("Choose one or
both", a spell entwined, 702.42b; spree, 702.172a).

Each mode's text is read on its own, so its targets are numbered from its first slot (115.1).
The spell's targets are the chosen modes' targets in the order the modes are written
(`engine.casting.spells.chosen_targets`); as the spell resolves, a later mode's references
to its targets are moved past the slots of the modes before it (`rebased`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from arbiter.rules.abilities import Ability
from arbiter.rules.instructions import DelayedTrigger, Ref, TargetSpec

#: References to the spell's own target slots (`engine.stack.resolve`).
_SLOT_REFS = frozenset({"target", "player_target", "controller_of", "slots",
                        "player_or_controller"})


def slot_count(specs: tuple[TargetSpec, ...] | list[TargetSpec], x: int) -> int:
    """115.1: how many target slots these requirements take (X targets: X)."""
    return sum(x if s.x else max(1, s.count) for s in specs)


def rebased(x: Any, offset: int) -> Any:
    """The instructions with each reference to a target slot moved `offset` slots on. What
    an ability they create refers to (a delayed or reflexive triggered ability's own
    objects, 603.7, 603.12) is left as it is."""
    if not offset:
        return x
    if isinstance(x, Ref):
        return dataclasses.replace(x, index=x.index + offset) if x.kind in _SLOT_REFS else x
    if isinstance(x, Ability):
        return x
    if isinstance(x, tuple):
        return tuple(rebased(y, offset) for y in x)
    if isinstance(x, list):
        return [rebased(y, offset) for y in x]
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        skip = {"instructions"} if isinstance(x, DelayedTrigger) else set()
        changes = {f.name: rebased(getattr(x, f.name), offset)
                   for f in dataclasses.fields(x) if f.init and f.name not in skip}
        return dataclasses.replace(x, **changes)
    return x


def each_mode(abilities: list[Any], x: int) -> list[tuple[Any, int]]:
    """Each spell ability followed, with the number of target slots before it."""
    out = []
    offset = 0
    for ab in abilities:
        out.append((ab, offset))
        offset += slot_count(tuple(getattr(ab, "targets", ())), x)
    return out
