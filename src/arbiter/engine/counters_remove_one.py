"""122.1, 122.8, 608.2d: "Remove a counter from target permanent." (Thrull Parasite,
Spinal Parasite), "you may remove a counter from target permanent" (Ferropede, Medicine
Runner), "you may remove a counter from her. When you do, ..." (Leatherhead, Swamp Stalker):
one counter, of a kind the player removing it chooses as the instruction is followed
(608.2d), is removed from each object the instruction names. A permanent with counters of
only one kind loses one of those; one with no counters loses nothing, and then the counter
wasn't removed ("If you do" / "When you do" after it: 118.12, 603.12). An object that has
left the battlefield is a new object (400.7) and loses nothing."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class RemoveCounterOfChoice(Instruction):
    """122.8: remove one counter of a kind the resolving ability's controller chooses from
    each object `on` names (a Ref)."""

    on: Any = field(default_factory=Ref.this)


def do_remove_counter_of_choice(r: Resolution, step: RemoveCounterOfChoice) -> None:
    g = r.game
    r.did = False
    for oid in r.ref(step.on):
        if not isinstance(oid, int) or g.obj(oid).zone.startswith("left:"):
            continue  # 400.7: it left its zone; the new object keeps nothing to remove
        kinds = sorted(k for k, n in g.obj(oid).counters.items() if n > 0)
        if not kinds:
            continue  # nothing to remove: no counter was removed
        # 608.2d: the player following the instruction chooses the kind
        kind = kinds[0] if len(kinds) == 1 else g.decide(Decision(
            "choose", f"remove which kind of counter from {g.name_of(oid)}?",
            r.item.controller, [(k, k) for k in kinds], key="counter_kind"))
        r.did = g.remove_counters(oid, str(kind), 1) > 0 or r.did


__all__ = ["RemoveCounterOfChoice", "do_remove_counter_of_choice"]
