"""608.2c: "each of those creatures with flying" (Winter Blast: "Tap X target creatures. Winter
Blast deals 2 damage to each of those creatures with flying.") — the objects a reference named
before, here the spell's targets, further described. As the spell resolves,
`engine.stack.target_players` binds it to the targets still legal (608.2b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class AmongReferenced(Selector):
    """608.2c: "each of those creatures with flying" — one of the objects a reference named
    before (the targets of "Tap X target creatures"), as bound when the spell resolves
    (`engine.stack.target_players` fills in `chosen`, the legal ones)."""

    what: Any = None
    chosen: tuple[int, ...] | None = None
    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return self.chosen is not None and oid in self.chosen

    def bound_ok(self) -> bool:
        """`compiler.unbound`: it names targets of the spell or ability."""
        return getattr(self.what, "kind", None) in ("target", "slots")


__all__ = ["AmongReferenced"]
