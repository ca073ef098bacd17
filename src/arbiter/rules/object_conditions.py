"""Conditions about an object an earlier instruction named (608.2c): "If it's a Human,
instead ...", "... instead if that target is a creature or planeswalker". The compiler
writes the object as a reference; as the instruction is followed, the engine fills in the
objects it names now (`engine.stack.object_conditions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class ObjectIs(Condition):
    """The object `what` names (an engine reference) matches `selector` now. A player, or
    an object no longer in the zone the selector describes, doesn't match (present tense:
    "it's a Human" is about the object as it is now)."""

    what: Any
    selector: Selector
    #: The objects `what` names, filled in by the engine as the condition is checked.
    objects: tuple[Any, ...] | None = None

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if self.objects is None:
            raise ValueError("ObjectIs is checked with the objects its reference names")
        return bool(self.objects) and all(
            isinstance(o, int) and o in view.chars and self.selector.matches(view, o, ctx)
            for o in self.objects)
