"""Scavenge (702.97).

702.97a: "Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put a number
of +1/+1 counters equal to the power of the card you exiled on target creature. Activate
only as a sorcery." It functions only while the card is in a graveyard (113.6m, 602.1).

The card is exiled as a cost (601.2h), so its power is its last known information in the
graveyard (608.2h; kept as the cost is paid, `engine.casting.activation`): that card's power
there, counted as the ability resolves.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.rules import selectors as s
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.costs import ExileSelfFromGraveyard, ManaPayment
from arbiter.rules.instructions import PutCounters, Ref, TargetSpec
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.view import EffectContext, LayerView

_MANA = re.compile(r"(?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRGP]|2/[WUBRG])\})+")


@dataclass(frozen=True)
class ExiledCardPower(Value):
    """702.97a: "the power of the card you exiled" (the ability's source, exiled from the
    graveyard to pay its cost), as it last existed there (608.2h)."""

    def at_resolution(self, r: Resolution) -> int:
        known = r.game.lki.get(r.item.source)
        return max(0, (known.power or 0) if known is not None else 0)

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("702.97a: counted as the scavenge ability resolves")

    def __str__(self) -> str:
        return "the power of the card you exiled"


def scavenge_cost(param: str | None) -> str | None:
    """The mana cost of "Scavenge {cost}" (a plain mana cost); None for anything else."""
    p = (param or "").strip()
    return p if _MANA.fullmatch(p) else None


@cache
def scavenge_ability(kw: KeywordAbility) -> ActivatedAbility | None:
    """702.97a: the activated ability "Scavenge [cost]" stands for."""
    mana = scavenge_cost(kw.param)
    if mana is None:
        return None
    return ActivatedAbility(
        text=kw.text, cost=(ManaPayment(mana), ExileSelfFromGraveyard()), keyword="scavenge",
        sorcery_speed=True, zone="graveyard",
        targets=(TargetSpec("creature", s.CREATURE, description="target creature"),),
        instructions=(PutCounters("+1/+1", ExiledCardPower(), Ref.target(0)),))


__all__ = ["ExiledCardPower", "scavenge_ability", "scavenge_cost"]
