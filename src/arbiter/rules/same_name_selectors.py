"""201.2a / 115.1: "target nonland permanent and all other permanents with the same name as
that permanent" (Maelstrom Pulse): the target and every permanent of the kind sharing a name
with it, as the spell resolves.

`target` is the reference to the target (`compiler.grammar.refs.bind` numbers it); as the spell
resolves, `engine.stack.target_players` fills in `names`, the target's current names, or ()
when the target is now illegal (608.2b: nothing is done through it). Two objects have the same
name if they have at least one name in common; an object with no name (a face-down permanent)
has the same name as no other (201.2a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.chosen_names import has_name
from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class SameNameAsTarget(Selector):
    """Has a name in common with the target `target` (the target itself included)."""

    target: Any = None
    names: tuple[str, ...] | None = None
    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return bool(self.names) and any(has_name(view, oid, n) for n in self.names or ())

    def reads(self) -> frozenset[str]:
        return frozenset({"name"})

    def bound_ok(self) -> bool:
        """`compiler.unbound`: its target was bound to a target of the spell or ability."""
        return getattr(self.target, "kind", None) == "target"


__all__ = ["SameNameAsTarget"]
