"""613.8a in layer 2: control-changing effects known not to depend on one another.

In layer 2 (613.1b) the full computation tries every pair of control-changing effects
after every application (613.8c): n "You control enchanted creature" Auras cost n^3/3
questions. Most answers are known without a trial. Applying B, whose parts only set a
controller ("You control enchanted creature", "gain control of"), changes nothing but the
controller of the objects B applies to. So A doesn't depend on B (613.8a) when

- B's trial leaves A's source as it is: B doesn't apply to it. A's existence and text
  (613.8a) and A's controller ("you", which A's parts give the objects) are then the same;
- A's parts only set a controller: what A does reads nothing of the objects but A's
  controller;
- what A applies to reads no controller (a selector of the listed leaves, whose reads are
  complete, none of them "you control"), or A's set is already fixed (it has begun to
  apply, 613.6, or is locked in, 611.2c).

These are the three things `rules.dependency.depends` compares (existence and text, what A
applies to, what it does to them), so each answer is the one it would give: the fast path
(`rules.layers.compute`) skips those pairs; the full computation (`fast=False`) asks them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules import parts as P
from arbiter.rules.dependency_targets import kind, selector_trusted

if TYPE_CHECKING:
    from arbiter.rules import selectors as S
    from arbiter.state.effects import ContinuousEffect

#: The layer whose effects this module answers for.
LAYER = "2"


def _controller_free(sel: S.Selector) -> bool:
    """Whether a selector's reads are complete and none of them is a controller."""
    return selector_trusted(sel) and not any(r.partition(":")[0] == "controller"
                                             for r in sel.reads())


def _sets_control_only(e: ContinuousEffect) -> bool:
    parts = e.parts_in(LAYER)
    return bool(parts) and all(type(p) is P.SetController for p in parts)


class Independence:
    """613.8a pairs of layer 2 known not to depend (see the module), for one layer
    computation: what each effect's parts do and what its selector reads are asked once."""

    def __init__(self) -> None:
        #: Effect key -> (the effect, whether its parts only set a controller, whether
        #: what it applies to reads no controller).
        self._kinds: dict[tuple, tuple[ContinuousEffect, bool, bool]] = {}

    def _kind(self, e: ContinuousEffect) -> tuple[ContinuousEffect, bool, bool]:
        hit = self._kinds.get(e.key)
        if hit is None or hit[0] is not e:
            free = e.affected is None or kind("controller free", _controller_free, e.affected)
            hit = self._kinds[e.key] = (e, _sets_control_only(e), free)
        return hit

    def __call__(self, a: ContinuousEffect, b: ContinuousEffect, b_targets: frozenset[int],
                 a_started: bool) -> bool:
        """Whether A is known not to depend on B in layer 2. False: not known (the pair
        is tried)."""
        if a.source is not None and a.source in b_targets:
            return False
        ka = self._kind(a)
        if not (ka[1] and self._kind(b)[1]):
            return False
        return ka[2] or a.locked is not None or a_started
