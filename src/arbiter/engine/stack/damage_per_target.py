"""120.3 / 120.4 / 115.3: one source dealing different amounts to several targets of one
requirement, all at once ("Cone of Flame deals 1 damage to any target, 2 damage to another
target, and 3 damage to a third target."): the targets are different objects or players
(115.3: one requirement), each slot its own amount; a target illegal as the spell resolves is
dealt nothing (608.2b)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class DealDamageToSlots(Instruction):
    """`amounts[i]` damage to the target in slot `to.index + i` (`to`: `Ref.slots`)."""

    amounts: tuple[int, ...] = ()
    to: Ref = field(default_factory=lambda: Ref.slots(0, 1))
    source: Ref = field(default_factory=Ref.this)


def do_deal_damage_to_slots(r: Resolution, step: DealDamageToSlots) -> None:
    from arbiter.engine.replacement.damage import _damage_events, deal

    g = r.game
    found = r.ref(step.source)
    src = found[0] if found else r.item.source
    targets = r.item.targets
    total = 0
    for i, amount in enumerate(step.amounts):
        slot = step.to.index + i
        t = targets[slot] if slot < len(targets) else None
        if t is None:
            continue  # 608.2b
        hit: list[Any] = []
        total += deal(g, src, t if isinstance(t, tuple) else ("permanent", t), amount,
                      recipients=hit)
        r.dealt += [rec if rec[0] == "player" else rec[1] for rec in hit]
    r.dealing[src] = r.dealing.get(src, 0) + total
    r.damage_total += total  # "the damage dealt this way" (120.1)
    _damage_events(r)  # 120.4b: one event for the source


__all__ = ["DealDamageToSlots", "do_deal_damage_to_slots"]
