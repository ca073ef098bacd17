"""613.8a for copies of one effect: the same question asked once for all of them.

Many permanents often carry the same static ability (seven Titania's Songs, five Life and
Limbs): their effects differ only by source, key and timestamp. When two such effects also
read nothing of their source but its controller (a selector that doesn't say "~", "other"
or "enchanted", parts that don't read their effect, `rules.dependency_relation`'s
`_same_trial_key`), have the same controller now and have begun to apply to the same
objects or not at all (613.6), they are interchangeable in 613.8a, except through their
sources:

- as B, each applies to the same objects and changes them the same way: one trial serves
  all (the relation already shares it), so whether A depends on B is the same for every B
  of the class;
- as A, each is asked the same questions of that trial (what it applies to, what it does),
  unless the trial changes A's source in what A's existence, text (613.8a) or controller
  rest on (`alone`): such an A is asked on its own. A trial that changes only the source's
  types, colors or P/T, or gives it other abilities, leaves A as it is
  (`rules.dependency_relation.Relation._source_kept`).

So a round of 613.8c is evaluated class by class, and each answer is given to every member
it holds for; the dependencies, and the reasons a judge would give (613.8b: who waited for
whom, in the order the full computation finds them), are the full computation's.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from arbiter.rules import dependency

if TYPE_CHECKING:
    from arbiter.state.effects import ContinuousEffect


def classes(group: list[ContinuousEffect],
            signature: Callable[[ContinuousEffect], Hashable | None]
            ) -> list[list[ContinuousEffect]]:
    """The group split into classes of interchangeable effects (`signature`: None for an
    effect that stands alone), in the order of their first members."""
    out: list[list[ContinuousEffect]] = []
    by: dict[Hashable, list[ContinuousEffect]] = {}
    for e in group:
        sig = signature(e)
        if sig is None:
            out.append([e])
            continue
        members = by.get(sig)
        if members is None:
            members = by[sig] = []
            out.append(members)
        members.append(e)
    return out


def edges_by_class(group: list[ContinuousEffect], split: list[list[ContinuousEffect]],
                   may: Callable[[ContinuousEffect, ContinuousEffect], bool],
                   trial_of: Callable[[ContinuousEffect], object | None],
                   answer: Callable[[ContinuousEffect, ContinuousEffect], str | None],
                   waited: dict[tuple, dict[tuple, str]],
                   alone: Callable[[ContinuousEffect, object], bool]
                   ) -> dict[tuple, set[tuple]]:
    """Who depends on whom in this round (A -> the Bs it depends on, 613.8a), asked once per
    pair of classes (and for each A whose source B's trial changes so that A is asked on its
    own, `alone(A, trial)`), with `waited` filled as the pair-by-pair evaluation fills it:
    each A's Bs in the group's order."""
    edges: dict[tuple, set[tuple]] = {e.key: set() for e in group}
    found: dict[tuple, list[tuple[ContinuousEffect, str]]] = {}
    for bc in split:
        b = bc[0]
        for ac in split:
            # Whether A may depend on B reads what A reads and what B writes: the same for
            # every member (`Relation._may_depend`).
            if (ac is bc and len(bc) == 1) or not may(ac[0], b):
                continue
            trial = trial_of(b)
            if trial is None:
                break  # B applies to nothing: nothing depends on it
            changed = trial.changed  # type: ignore[attr-defined]
            shared: list[str | None] = []
            for a in ac:
                bs = [y for y in bc if y is not a]
                if not bs:
                    continue
                if a.source in changed and alone(a, trial):
                    # 613.8a: the trial changes what A's existence, text or controller
                    # rests on: A on its own.
                    why = answer(a, bs[0])
                elif shared:
                    why = shared[0]
                else:
                    why = answer(a, bs[0])
                    shared.append(why)
                if why:
                    text = dependency.WHY[why].format(a=a.name, b=b.name)
                    found.setdefault(a.key, []).extend((y, text) for y in bs)
    if found:
        index = {e.key: i for i, e in enumerate(group)}
        for a_key, deps in found.items():
            deps.sort(key=lambda d: index[d[0].key])
            row = waited.setdefault(a_key, {})
            mine = edges[a_key]
            for y, text in deps:
                mine.add(y.key)
                row[y.key] = text
    return edges


__all__ = ["classes", "edges_by_class"]
