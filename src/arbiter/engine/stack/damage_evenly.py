"""Damage divided evenly among targets, rounded down (Fireball: "~ deals X damage divided
evenly, rounded down, among any number of targets").

Nothing is announced as the spell is cast (601.2d covers a division "as you choose"): the
damage is divided as the spell resolves, among the targets still legal then (608.2b), each
dealt the amount divided by their number, rounded down (107.1a); with no legal target, or no
target chosen ("any number" may be none, 115.1), no damage is dealt. All of it is dealt at
once (120.4b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.instructions import DealDamageEvenly

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


def do_deal_damage_evenly(r: Resolution, step: DealDamageEvenly) -> None:
    """608.2b: the targets still legal share the damage; 107.1a: rounded down."""
    from arbiter.engine.casting.division import deal_shares

    targets = r.ref(step.to)
    if not targets:
        return
    amount = step.amount if isinstance(step.amount, int) else r.number(step.amount)
    each = max(0, amount) // len(targets)
    deal_shares(r, step.source, [(t, each) for t in targets])


__all__ = ["do_deal_damage_evenly"]
