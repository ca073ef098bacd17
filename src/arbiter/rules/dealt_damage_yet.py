"""120.1, 400.7: whether an object has dealt damage since it became the object it is:

    This creature has hexproof if it hasn't dealt damage yet.          (Karakyk Guardian)
    As long as ~ hasn't dealt damage yet, it has hexproof and can't be blocked.

The engine notes on the source object, as damage is dealt (after prevention and replacement:
prevented damage isn't dealt, 615.1), that it has dealt damage (`record_dealt`), combat or
noncombat, to a permanent or a player. An object that changes zones is a new object with no
such history (400.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: `GameObject.choices` key: the object has dealt damage (120.1).
DEALT_DAMAGE = "has_dealt_damage"


def record_dealt(obj: Any) -> None:
    """120.1: `obj` dealt damage."""
    obj.choices[DEALT_DAMAGE] = True


@dataclass(frozen=True)
class HasntDealtDamageYet(Condition):
    """"if it hasn't dealt damage yet": the effect's source, as this object (400.7), hasn't
    dealt any damage."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None or src not in view.state.objects:
            return False
        return not view.state.objects[src].choices.get(DEALT_DAMAGE, False)


__all__ = ["DEALT_DAMAGE", "HasntDealtDamageYet", "record_dealt"]
