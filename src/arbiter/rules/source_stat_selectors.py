"""208 / 608.2h: "with <power | toughness> <less than | greater than | ...> this creature's
<power | toughness>" — a creature compared with the source of the ability (Stone Giant:
"target creature you control with toughness less than this creature's power"; Earthshaker
Khenra, Lena, Selfless Champion).

The source's value is its current one while it is on the battlefield; once it has left
(sacrificed as a cost, 608.2h), its last known information there."""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: The comparisons' words (107.1: "less than or equal to" is <=).
OPS: dict[str, Callable[[int, int], bool]] = {
    "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
    "==": operator.eq}


@dataclass(frozen=True)
class StatVsSource(Selector):
    """The object's `stat` compared (`op`) with the source's `source_stat`."""

    stat: str
    op: str
    source_stat: str

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None:
            return False
        obj = view.state.objects.get(src)
        if obj is not None and obj.zone == "battlefield" and src in view.chars:
            theirs = getattr(view.chars[src], self.source_stat)
        elif src in view.state.lki:
            theirs = getattr(view.state.lki[src], self.source_stat)  # 608.2h
        else:
            return False
        mine = getattr(view.chars[oid], self.stat)
        if mine is None or theirs is None:
            return False
        return OPS[self.op](mine, theirs)

    def reads(self) -> frozenset[str]:
        return frozenset({self.stat, self.source_stat})


__all__ = ["OPS", "StatVsSource"]
