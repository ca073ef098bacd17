"""Selectors comparing an object with the counters on the effect's source (122.1):

    a spell with mana value equal to the number of charge counters on ~   (Chalice of the
                                                                           Void; 202.3)

and with a number of counters of a kind on the object itself:

    creatures you control with three or more +1/+1 counters on them         (Runadi)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class ManaValueEqualsSourceCounters(Selector):
    """202.3: the object's mana value (a spell's X as chosen, 202.3e) equals the number of
    `kind` counters on the source now (0 when it has none)."""

    kind: str
    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None or src not in view.state.objects:
            return False
        mv = view.chars[oid].mana_value
        return mv is not None and mv == view.state.objects[src].counters.get(self.kind, 0)

    def reads(self) -> frozenset[str]:
        return frozenset({"mana_value"})


@dataclass(frozen=True)
class HasCountersAtLeast(Selector):
    """"with N or more <kind> counters on it/them" (122.1)."""

    kind: str
    n: int

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return view.state.objects[oid].counters.get(self.kind, 0) >= self.n


__all__ = ["HasCountersAtLeast", "ManaValueEqualsSourceCounters"]
