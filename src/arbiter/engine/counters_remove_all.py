"""122.1, 608.2c: "Remove all counters from target permanent." (Vampire Hexmage), "remove all
-1/-1 counters from it" (Hapatra's Mark), "remove all vortex counters from this enchantment"
(Energy Vortex), "Remove all counters from all permanents" (Aether Snap): every counter of the
kind named (of every kind, when none is named) on each object the instruction names is removed
at once. An object that has left the battlefield is a new object (400.7) and loses nothing.
"That many" after it is the number of counters removed ("Remove all +1/+1 counters from target
creature you control. Draw that many cards.", 608.2c)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class RemoveAllCounters(Instruction):
    """Remove every `kind` counter (every counter, when `kind` is None) from each object `on`
    names (a Ref, or a Selector: each matching permanent)."""

    kind: str | None = None
    on: Any = field(default_factory=Ref.this)


def do_remove_all_counters(r: Resolution, step: RemoveAllCounters) -> None:
    g = r.game
    removed = 0
    for oid in r.ref(step.on):
        if not isinstance(oid, int) or g.obj(oid).zone != "battlefield":
            continue  # 400.7: it left; the new object keeps nothing to remove
        have = dict(g.obj(oid).counters)
        kinds = [step.kind] if step.kind is not None else sorted(have)
        for kind in kinds:
            removed += g.remove_counters(oid, kind, have.get(kind, 0))
    r.count = removed  # 608.2c: "Draw that many cards" (Take): the counters removed
    r.did = removed > 0


__all__ = ["RemoveAllCounters", "do_remove_all_counters"]
