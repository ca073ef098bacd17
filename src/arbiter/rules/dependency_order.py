"""613.7 / 613.8b: the next effect to apply, given who depends on whom, and the reason a
judge would give (`rules.dependency` works out the dependencies, 613.8a).

An effect that depends on others waits for them unless they form a dependency loop with
it (613.8b: a loop is applied in timestamp order); among those ready the earliest applies
(613.7). The reason names the effects it waited for, those that wait for it and, when
every older effect waits for it, that it applies first though newer (613.8b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.state.effects import ContinuousEffect


def _sccs(nodes: list[tuple], edges: dict[tuple, set[tuple]]) -> dict[tuple, int]:
    """Tarjan's strongly connected components: node -> component id."""
    index: dict[tuple, int] = {}
    low: dict[tuple, int] = {}
    comp: dict[tuple, int] = {}
    stack: list[tuple] = []
    on: set[tuple] = set()
    counter = [0, 0]

    def visit(v: tuple) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            while True:
                w = stack.pop()
                on.discard(w)
                comp[w] = counter[1]
                if w == v:
                    break
            counter[1] += 1

    for n in nodes:
        if n not in index:
            visit(n)
    return comp


def pick(group: list[ContinuousEffect], edges: dict[tuple, set[tuple]],
         waited: dict[tuple, dict[tuple, str]],
         pending: set[tuple] | None = None) -> tuple[ContinuousEffect, str]:
    """613.7/613.8b: given who depends on whom (A -> the Bs it depends on), the next
    effect to apply and the reason a judge would give. `pending`: the keys of the
    effects still to apply in this layer (None: the group's)."""
    if not any(edges.values()):
        # No effect depends on another: each is its own component, all are ready.
        first = min(group, key=lambda e: e.timestamp)
        loop: list[tuple] = []
    else:
        comp = _sccs(list(edges), edges)
        ready = [e for e in group if all(comp[d] == comp[e.key] for d in edges[e.key])]
        first = min(ready, key=lambda e: e.timestamp)
        loop = [k for k in edges if comp[k] == comp[first.key] and k != first.key]
    if loop:
        by_key = {e.key: e for e in group}
        names = ", ".join(sorted({by_key[k].name for k in loop} | {first.name}))
        return first, f"dependency loop ({names}): timestamp order (613.8b)"
    earlier = waited.get(first.key, {})
    if earlier:
        # 613.8c: an effect it waited for in an earlier round that is still to apply no
        # longer holds it back (the dependency went away when the order was evaluated
        # again): only those applied before it are named.
        keys = {e.key for e in group} if pending is None else pending
        earlier = {k: why for k, why in earlier.items() if k not in keys}
    if earlier:
        why = "; ".join(earlier.values())
        return first, f"depends on an effect applied before it (613.8a: {why})" + \
            _waiting(first, group, edges, waited, "; ")
    older = [a for a in group if a.timestamp < first.timestamp]
    if older and all(first.key in edges[a.key] for a in older):
        # 613.8b: every older effect waits for this one.
        return first, _waiting(first, group, edges, waited, "") + \
            ", so it applies first though newer (613.8b)"
    return first, "timestamp order (613.7)" + _waiting(first, group, edges, waited, "; ")


def _waiting(pick: ContinuousEffect, group: list[ContinuousEffect],
             edges: dict[tuple, set[tuple]], waited: dict[tuple, dict[tuple, str]],
             lead: str) -> str:
    """The other direction of 613.8a, for the effect applied: which effects wait for it."""
    dependents = [a for a in group if pick.key in edges[a.key]]
    if not dependents:
        return ""
    whys = "; ".join(waited[a.key][pick.key] for a in dependents)
    names = ", ".join(a.name for a in dependents)
    return f"{lead}{names} waits for it (613.8a: {whys})"
