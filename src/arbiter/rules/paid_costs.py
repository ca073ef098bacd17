"""What was paid as a spell was cast (601.2b, 601.2h): the optional costs announced for it —
kicker and multikicker (702.33), buyback (702.27), entwine (702.42), bargain (702.166),
casualty (702.153), offspring (702.175) — and the abilities that ask about them.

The engine records the announcement on the spell (`GameObject.choices[PAID]`): for each of
those keywords, each instance of it in printed order with its cost and how many times it was
paid ("Kicker {1}{R} and/or {2}{G}" is two kicker costs, 702.33b; multikicker may be paid any
number of times, 702.33c). A permanent spell keeps the record as it becomes a permanent (the
choices made casting it), and a copy of a spell copies it (707.10: "whether it was kicked").

    if this spell was kicked / if it was kicked      702.33d: any kicker cost paid
    if it was kicked with its {1}{U} kicker          702.33f: the linked kicker cost paid
    if it was kicked twice                           702.33d: paid twice in all
    for each time it was kicked                      702.33c / 702.33d
    if it was bargained                              702.166b
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.conditions import Condition
from arbiter.rules.selectors import Selector
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: The key of the record in an object's `choices`.
PAID = "paid"
#: The keywords whose optional cost is recorded; 702.33c: a multikicker cost is a kicker cost.
RECORDED = ("kicker", "buyback", "entwine", "bargain", "casualty", "offspring",
            "replicate", "conspire", "squad",  # 702.56a, 702.78a, 702.157a
            "gift")  # 702.174a: "if the gift was promised" (702.174k)


def times_paid(choices: dict[str, Any], keyword: str) -> list[tuple[str, int]]:
    """Each instance of `keyword` recorded: its cost and how many times it was paid."""
    record = choices.get(PAID) or {}
    return [(str(cost), int(n)) for cost, n in record.get(keyword, ())]


def _record(view: LayerView, ctx: EffectContext, keyword: str) -> list[tuple[str, int]]:
    if ctx.source is None or ctx.source not in view.state.objects:
        return []
    return times_paid(view.state.objects[ctx.source].choices, keyword)


@dataclass(frozen=True)
class CostPaid(Condition):
    """"if this spell was kicked", "if it was bargained": the source's `keyword` cost was paid
    at least `times` times in all (`exactly`: exactly that many); with `cost`, only the
    instance with that cost counts ("if it was kicked with its {1}{U} kicker": the kicker
    ability it is linked to, 702.33f)."""

    keyword: str = "kicker"
    times: int = 1
    exactly: bool = False
    cost: str | None = None

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return self.paid_in(_record(view, ctx, self.keyword))

    def paid_in(self, record: list[tuple[str, int]]) -> bool:
        """Whether it holds for this record of the keyword's instances (`times_paid`)."""
        n = sum(k for cost, k in record if self.cost is None or cost == self.cost)
        return n == self.times if self.exactly else n >= self.times


@dataclass(frozen=True)
class TimesPaid(Value):
    """"for each time it was kicked" (702.33c-d): how many times the source's `keyword` costs
    were paid in all."""

    keyword: str = "kicker"

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return sum(n for _cost, n in _record(view, ctx, self.keyword))


@dataclass(frozen=True)
class SpellCostPaid(Selector):
    """702.33d: "a kicked spell": an object (a spell, or a copy of one, 707.10) whose
    `keyword` cost was paid at least once."""

    keyword: str = "kicker"

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        obj = view.state.objects.get(oid)
        return obj is not None and sum(n for _c, n in times_paid(obj.choices,
                                                                 self.keyword)) >= 1
