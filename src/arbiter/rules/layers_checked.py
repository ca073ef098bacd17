"""The checked path of the layer system (613): the fast computation beside the full one.

`rules.layers.compute` keeps the 613.8 relation between applications (613.8c, see
`rules.dependency_relation`); `compute(..., fast=False)` tries every pair again after every
application. Both must give the same answer: every characteristic of every object, what
each effect did and why it was ordered so (613.7, 613.8), and what did nothing and why.
`differences` says where two answers part; `compute_checked` computes both and raises if
they do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.layers import LayerResult, compute

if TYPE_CHECKING:
    from arbiter.rules.catalog import CardCatalog
    from arbiter.state.game_state import GameState


class LayersDiffer(AssertionError):
    """The fast and the full computation gave different answers."""


def differences(fast: LayerResult, full: LayerResult) -> list[str]:
    """Where two answers differ (empty when they are the same)."""
    out: list[str] = []
    if set(fast.chars) != set(full.chars):
        out.append(f"objects: {sorted(fast.chars)} != {sorted(full.chars)}")
    for oid in sorted(set(fast.chars) & set(full.chars)):
        if fast.chars[oid] != full.chars[oid]:
            out.append(f"#{oid}: {fast.chars[oid]} != {full.chars[oid]}")
        if fast.copiable.get(oid) != full.copiable.get(oid):
            out.append(f"#{oid} copiable values differ")
    if fast.applied != full.applied:
        pairs = zip(fast.applied, full.applied, strict=False)
        first = next((i for i, (a, b) in enumerate(pairs) if a != b),
                     min(len(fast.applied), len(full.applied)))
        out.append(f"applications differ from #{first}: "
                   f"{fast.applied[first:first + 1]} != {full.applied[first:first + 1]}")
    if fast.considered != full.considered or fast.explained != full.explained:
        out.append("the effects considered (explanations) differ")
    if fast.effects != full.effects:
        out.append("the effects seen differ")
    if fast.rules_effects != full.rules_effects:
        out.append("the effects on players and rules differ")
    return out


def check_same(answer: LayerResult, full: LayerResult) -> None:
    """Raise if an answer (e.g. one derived by `rules.layers_incremental`) isn't the full
    computation's."""
    diff = differences(answer, full)
    if diff:
        raise LayersDiffer("; ".join(diff))


def compute_checked(state: GameState, catalog: CardCatalog, libraries: bool = True,
                    explain: bool = False) -> LayerResult:
    """`compute`, checked against the full computation (slow: both are computed)."""
    fast = compute(state, catalog, libraries, explain)
    check_same(fast, compute(state, catalog, libraries, explain, fast=False))
    return fast
