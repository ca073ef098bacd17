"""601.2h: "<this permanent> enters with a number of +1/+1 counters on it equal to the amount
of mana spent to cast it" (Kurbis, Marath, Gyrus, Dyadrine): the mana paid for the spell it
was (counted by the engine as the total cost was paid). A permanent that wasn't cast (a
token copy, a card put onto the battlefield, a copy of the spell, 707.10) had no mana spent
on it: 0 (the release notes of Kurbis, Harvest Celebrant). A spell resolving as a copy of it
(Clone) counts the mana spent on that spell."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import ManaSpentToCast

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class ManaSpentToCastIt(ManaSpentToCast):
    """The amount of mana spent to cast the entering permanent, 0 if it wasn't cast."""

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        obj = view.state.objects[oid]
        if obj.cast_with is None or obj.token is not None:
            return 0  # 601.2h: not cast, no mana spent to cast it
        return super().value(view, oid, ctx)

    def __str__(self) -> str:
        return "the amount of mana spent to cast it"


__all__ = ["ManaSpentToCastIt"]
