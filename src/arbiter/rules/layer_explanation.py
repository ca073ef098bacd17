"""Principle 7: what the layer system considered and what came of it, for explanations.

`rules.layers.compute(..., explain=True)` records, beside what each effect did (`Applied`),
every candidate effect that did nothing to an object, with the reason a judge would give:

- 613.8a/b: it depended on an effect that removed the ability creating it, so that effect
  applied first and this one no longer exists (Urborg, Tomb of Yawgmoth under Blood Moon);
- 613.6: its ability was removed before it began to apply, so it never applies (Regal
  Bunnicorn's characteristic-defining ability under Dress Down);
- 613.6: it no longer applies to the object: when it applied, the object wasn't one it
  applies to, and a later effect made it one; in its later layers it applies to the same
  objects as when it began (Life and Limb and Savannah Lions after Conspiracy);
- 613.6: an object it began applying to keeps getting it, though it no longer matches.

Recording only reads the partial result: the characteristics are the same with or without it,
and `compute` without `explain` does none of this work.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.rules import statics
from arbiter.rules.dependency import evaluate
from arbiter.rules.parts import LAYERS

if TYPE_CHECKING:
    from arbiter.rules.view import LayerView
    from arbiter.state.effects import ContinuousEffect

#: What came of a candidate effect for one object (the short form shown in a table cell).
GONE = "no longer exists"
REMOVED = "its ability was removed before it applied"
NOT_APPLIED = "doesn't apply to it"
CONDITION = "its condition stopped holding"


@dataclass(frozen=True)
class Considered:
    """A candidate effect that did nothing to one object in one layer, and why."""

    layer: str
    effect_key: tuple
    effect_name: str
    source: int | None
    timestamp: tuple[int, ...]
    obj: int
    outcome: str
    reason: str


@dataclass
class _Gone:
    """A static effect that ceased to exist before it began to apply (613.6)."""

    effect: ContinuousEffect
    layer: str
    by: ContinuousEffect | None
    targets: frozenset[int]
    waited_for: dict[tuple, str]
    condition: bool


@dataclass
class Notes:
    """The recorder a layer computation in explain mode feeds (see `rules.layers._Run`)."""

    view: LayerView
    layer: str = ""
    last: ContinuousEffect | None = None
    #: 613.8a answers of the current layer: dependent key -> {key it waits for: why}.
    waited: dict[tuple, dict[tuple, str]] = field(default_factory=dict)
    gone: dict[tuple, _Gone] = field(default_factory=dict)
    #: (effect key, layer) -> position of its application, for "became one afterwards".
    applied_at: dict[tuple[tuple, str], int] = field(default_factory=dict)
    #: (layer, object) -> [(position, effect name)] of every application to the object.
    changes: dict[tuple[str, int], list[tuple[int, str]]] = field(default_factory=dict)
    started_layer: dict[tuple, str] = field(default_factory=dict)
    considered: list[Considered] = field(default_factory=list)
    #: Every effect seen so far, by key (the computation's own dict), to name them.
    seen: dict[tuple, ContinuousEffect] = field(default_factory=dict)

    # -- fed by the computation ---------------------------------------------------------
    def begin_layer(self, layer: str, waited: dict[tuple, dict[tuple, str]]) -> None:
        self.layer, self.waited, self.last = layer, waited, None

    def applying(self, e: ContinuousEffect, layer: str, position: int,
                 targets: frozenset[int]) -> None:
        self.last = e
        self.started_layer.setdefault(e.key, layer)
        self.applied_at[(e.key, layer)] = position
        for oid in targets:
            self.changes.setdefault((layer, oid), []).append((position, e.name))

    def kept(self, e: ContinuousEffect, layer: str, targets: frozenset[int]) -> dict[int, str]:
        """613.6: objects the effect keeps applying to though its selector no longer
        matches them, each with the clause a judge adds to the reason."""
        first = self.started_layer.get(e.key)
        if first is None or first == layer or e.locked is not None or e.affected is None:
            return {}
        now = evaluate(self.view, e)
        return {oid: (f"613.6: it began applying to this object in layer {first} and keeps "
                      "applying to it, though the object no longer is one it would apply to")
                for oid in targets - now}

    def refreshed(self, before: dict[tuple, ContinuousEffect], after: set[tuple]) -> None:
        """An object's static effects were regenerated: note those that ceased to exist."""
        if self.layer in ("", "rules"):
            return
        for key, e in before.items():
            if key in after or not e.from_static or key in self.started_layer:
                continue
            self.gone[key] = _Gone(
                e, self.layer, self.last, evaluate(self.view, e),
                dict(self.waited.get(key, {})), not statics.ability_gone(self.view, e))

    def end_layer(self, layer: str, started: dict[tuple, frozenset[int]],
                  effects: dict[tuple, ContinuousEffect]) -> None:
        """Objects an effect that applied in this layer would apply to now, but doesn't."""
        for key, targets in started.items():
            e = effects[key]
            if e.locked is not None or e.affected is None or not e.parts_in(layer):
                continue
            missing = evaluate(self.view, e) - targets
            for oid in sorted(missing):
                self._add(e, layer, oid, NOT_APPLIED, self._not_applied(e, layer, oid))

    def finish(self) -> list[Considered]:
        """The effects that ceased to exist, as one record per object and layer."""
        order = {layer: i for i, layer in enumerate(LAYERS)}
        for g in self.gone.values():
            e = g.effect
            if e.key in self.started_layer:
                continue  # it came back and applied
            for layer in e.layers():
                if layer not in order or order[layer] < order[g.layer]:
                    continue
                outcome, why = self._gone_reason(g, layer)
                for oid in sorted(g.targets):
                    self._add(e, layer, oid, outcome, why)
        self.considered.sort(key=lambda c: (order.get(c.layer, 99), c.timestamp))
        return self.considered

    # -- reasons ------------------------------------------------------------------------
    def _add(self, e: ContinuousEffect, layer: str, oid: int, outcome: str, why: str) -> None:
        self.considered.append(Considered(layer, e.key, e.name, e.source, e.timestamp, oid,
                                          outcome, why))

    def _not_applied(self, e: ContinuousEffect, layer: str, oid: int) -> str:
        first = self.started_layer.get(e.key, layer)
        if first != layer:
            return (f"613.6: {e.name}'s effect applies in layer {layer} to the objects it "
                    f"applied to in layer {first}, and this object wasn't one of them")
        at = self.applied_at.get((e.key, layer), 0)
        later = list(dict.fromkeys(name for pos, name in self.changes.get((layer, oid), [])
                                   if pos > at and name != e.name))
        made = f"; {_join(later)} made it one afterwards" if later else ""
        return (f"when {e.name}'s effect applied, this object wasn't one it applies to"
                f"{made} (the set is fixed when the effect applies, 613.6)")

    def _gone_reason(self, g: _Gone, layer: str) -> tuple[str, str]:
        e, by = g.effect, g.by
        by_name = by.name if by is not None else "an earlier effect"
        if g.condition:
            return CONDITION, (f"{e.name}'s effect ceased to exist in layer {g.layer} once "
                               f"{by_name} applied: its condition no longer holds")
        if layer != g.layer:
            return REMOVED, (f"its ability was removed in layer {g.layer} by {by_name} before "
                             f"the effect began to apply, so it never applies (613.6)")
        if by is not None and by.key in g.waited_for:
            why = g.waited_for[by.key]
            return GONE, (f"waits for {by.name} (613.8a: {why}), so {by.name} applies first, "
                          f"and then {e.name}'s effect no longer exists")
        if g.waited_for:
            names = _join(sorted({self.seen[k].name for k in g.waited_for if k in self.seen}))
            return GONE, (f"waits for another effect ({names}); {by_name} removed its ability "
                          "before it applied")
        return REMOVED, (f"{by_name} applied first and removed the ability that creates it, "
                         "so it never applies (613.6)")


def _join(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
