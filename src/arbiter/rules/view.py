"""The partial result the layer system works on, and the context an effect is applied in."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.layer_twins import Twins
    from arbiter.state.effects import ContinuousEffect
    from arbiter.state.game_state import GameState
    from arbiter.state.objects import GameObject


@dataclass(slots=True)
class LayerView:
    """The game state plus every object's characteristics as computed so far (613.1)."""

    state: GameState
    chars: dict[int, Characteristics]
    #: Objects that share one record while the layer system computes (`rules.layer_twins`).
    twins: Twins | None = None

    def obj(self, oid: int) -> GameObject:
        return self.state.objects[oid]

    def scratch(self, touched: set[int] | None = None) -> LayerView:
        """A copy for trying an effect out (613.8): only characteristics are copied."""
        if touched is None:
            return LayerView(self.state, {k: v.clone() for k, v in self.chars.items()})
        chars = dict(self.chars)
        for oid in touched:
            if oid in chars:
                chars[oid] = chars[oid].clone()
        return LayerView(self.state, chars)

    def in_zone(self, oid: int, zone: str) -> bool:
        return self.state.objects[oid].zone == zone

    def controller(self, oid: int) -> int:
        """108.4: the controller of a permanent or spell; the owner of anything else."""
        o = self.state.objects[oid]
        if o.zone in ("battlefield", "stack") and oid in self.chars:
            return self.chars[oid].controller
        return o.owner


@dataclass(slots=True)
class EffectContext:
    """What an effect needs to resolve its parameters: its source and controller right now."""

    view: LayerView
    effect: ContinuousEffect

    @property
    def source(self) -> int | None:
        return self.effect.source

    @property
    def controller(self) -> int:
        """The controller of the effect: for a static ability, its source's current controller."""
        e = self.effect
        if e.from_static and e.source is not None and e.source in self.view.chars:
            return self.view.controller(e.source)
        return e.controller


def context_for(view: LayerView, source: int | None, controller: int,
                from_static: bool = False) -> EffectContext:
    """The context in which a selector, value or condition is read on behalf of `source` and
    its `controller` outside the layer system (targets, costs, triggers, resolution): a
    stand-in effect with no parts. `from_static`: the controller is the source's current
    controller (as for a static ability's effect)."""
    from arbiter.state.effects import ContinuousEffect

    probe = ContinuousEffect(key=("context",), source=source, source_name="", timestamp=(0,),
                             controller=controller, parts=(), from_static=from_static)
    return EffectContext(view, probe)
