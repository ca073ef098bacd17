"""701.21a / 208.1 / 202.3: "sacrifices a creature with the greatest power among creatures
they control" (Crackling Doom, Flare of Malice's "greatest mana value among creatures and
planeswalkers"): a permanent whose power (toughness, mana value) is the greatest (`least`:
the least) among the permanents its controller controls that `among` describes. With a tie,
any of the tied permanents matches (the sacrificing player chooses, 701.21a).

The comparison is among the candidate's own controller's permanents, which is what "they
control" says only when "they" is the player choosing among their own permanents (a
sacrifice, 701.21a); the grammar reads it there only (`compiler.effects.edicts`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.view import EffectContext, LayerView


def _stat(ch: Characteristics, stat: str) -> float:
    value = getattr(ch, stat, None)
    return float(value) if isinstance(value, int | float) else 0.0


@dataclass(frozen=True)
class GreatestAmongOwn(Selector):
    """Among `among` (permanents its controller controls), its `stat` ("power",
    "toughness", "mana_value") is the greatest (`least`: the least)."""

    stat: str = "power"
    among: Selector | None = None
    least: bool = False
    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        ch = view.chars.get(oid)
        if ch is None or self.among is None or not self.among.matches(view, oid, ctx):
            return False
        values = [_stat(view.chars[o], self.stat) for o in view.state.battlefield()
                  if o in view.chars and view.chars[o].controller == ch.controller
                  and self.among.matches(view, o, ctx)]
        best = min(values) if self.least else max(values)
        return _stat(ch, self.stat) == best

    def reads(self) -> frozenset[str]:
        return frozenset({self.stat, "controller"}) | (
            self.among.reads() if self.among is not None else frozenset())


__all__ = ["GreatestAmongOwn"]
