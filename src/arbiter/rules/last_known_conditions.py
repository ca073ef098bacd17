"""Conditions on an object's last known information (608.2h): "If its mana value was 3 or
less", "If you controlled that permanent", and a present-tense "If it's a Zombie card" about
a card the effect has just put into a hidden zone.

608.2h: information about a specific object comes from the object as it is if it is still
in the public zone it was expected to be in; if it has left that zone, or the effect moved
it from a public zone to a hidden zone, from its last known information. The engine fills in
`known` (the characteristics per object) as the condition is checked
(`engine.stack.object_conditions`); the selector is written without a zone (the object's zone
has changed).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.conditions import Condition
from arbiter.rules.view import LayerView

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext


class _KnownView(LayerView):
    """A view where each object is as last known: its controller is the one it had."""

    __slots__ = ()

    def controller(self, oid: int) -> int:
        return self.chars[oid].controller


@dataclass(frozen=True)
class ObjectWas(Condition):
    """The object `what` names matched `selector` as it last existed (608.2h)."""

    what: Any
    selector: Selector
    #: (object, its last known characteristics), filled in by the engine.
    known: tuple[tuple[int, Characteristics], ...] | None = None
    #: "If a land was destroyed this way" (608.2c): only an object the effect moved out of
    #: the zone it was in counts (one still there, indestructible or regenerated, doesn't).
    moved: bool = False

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if self.known is None:
            raise ValueError("ObjectWas is checked with the objects' last known information")
        past = _KnownView(view.state, dict(self.known))
        return bool(self.known) and all(self.selector.matches(past, o, ctx)
                                        for o, _ in self.known)

    def __str__(self) -> str:
        return f"{self.selector} was destroyed this way" if self.moved \
            else f"it was {self.selector}"


__all__ = ["ObjectWas"]
