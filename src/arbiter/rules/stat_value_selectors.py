"""208.1, 202.3, 107.1: "with <power | toughness | mana value> <less than | greater than |
equal to ...> <a number>": an object compared with a number the rules count as the
comparison is made ("target creature with power less than or equal to the number of
creatures you control", Beguiler of Wills; "creatures with power greater than the number of
cards in your hand", Ensnaring Bridge; "target creature card with mana value less than or
equal to this creature's power", Gurgling Anointer).

The number is counted each time the object is judged: as a target is chosen and again as the
spell or ability resolves (601.2c, 608.2b), as an effect applies (611.3a). A number about
the source that has left the battlefield is its last known information (608.2h,
`rules.values.SourcePower`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector
from arbiter.rules.source_stat_selectors import OPS
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class StatVsValue(Selector):
    """The object's `stat` (power | toughness | mana_value) compared (`op`, as
    `source_stat_selectors.OPS`) with `value`, a number not about the object itself."""

    stat: str
    op: str
    value: Value

    @property
    def local(self) -> bool:  # type: ignore[override]
        return self.value.local

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        mine = getattr(view.chars[oid], self.stat)
        if mine is None:  # 208.3: a noncreature object has no power to compare
            return False
        return OPS[self.op](mine, self.value.value(view, oid, ctx))

    def reads(self) -> frozenset[str]:
        return frozenset({self.stat}) | self.value.reads()


__all__ = ["StatVsValue"]
