"""601.2c with 115.3: can every target requirement of a spell be met at once? One instance of
the word "target" needing N objects ("two target creatures") needs N different ones; "another
target creature" after an earlier target needs one not chosen for it (115.3); otherwise the
same object may be chosen for different instances of "target". A requirement with "up to" or
X targets needs none. Judged before a spell is offered (117.1), so that a spell whose targets
can't all be chosen isn't among the legal actions (Ashes to Ashes, "Exile two target
nonartifact creatures", with one creature on the battlefield)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from arbiter.rules.instructions import TargetSpec

#: Targets that are abilities on the stack, named by their stack items' numbers.
_STACK_KINDS = ("ability",)


def _key(spec: TargetSpec, value: Any) -> Any:
    """The identity of a choice across requirements: a player's index and an object's id
    are different things."""
    if spec.kind == "player":
        return ("player", value)
    if spec.kind in _STACK_KINDS:
        return ("stack", value)
    return value


def can_choose(specs: Sequence[TargetSpec], legal: Sequence[Sequence[Any]]) -> bool:
    """Is there a choice for every requirement (`legal[i]`: the legal choices of `specs[i]`)
    meeting 115.3? Requirements pairwise bound to different objects are those marked
    `other_than_earlier` against every requirement before them."""
    need = [0 if s.up_to or s.x or s.that_many else s.count for s in specs]
    sets = [{_key(s, v) for v in vs} for s, vs in zip(specs, legal, strict=True)]
    if any(len(sets[i]) < need[i] for i in range(len(specs))):
        return False
    apart = {(j, i) for i, s in enumerate(specs) if s.other_than_earlier for j in range(i)}
    if not apart:
        return True  # each requirement alone (115.3: the same object may be chosen again)
    total = sum(need)
    # A requirement with at least as many choices as all the requirements need together
    # can be met after the others, whatever they chose: decided last, left out here.
    hard = [i for i in range(len(specs)) if need[i] and len(sets[i]) < total]
    return _search(hard, 0, {}, need, sets, apart)


def _search(order: list[int], k: int, chosen: dict[int, frozenset[Any]], need: list[int],
            sets: list[set[Any]], apart: set[tuple[int, int]]) -> bool:
    if k == len(order):
        return True
    i = order[k]
    banned: set[Any] = set()
    for j, picked in chosen.items():
        if (j, i) in apart or (i, j) in apart:
            banned |= picked
    for combo in combinations(sorted(sets[i] - banned, key=repr), need[i]):
        chosen[i] = frozenset(combo)
        if _search(order, k + 1, chosen, need, sets, apart):
            return True
        del chosen[i]
    return False


__all__ = ["can_choose"]
