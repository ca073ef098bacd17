"""Numbers counted from the cards a resolving spell or ability made players discard (608.2c,
701.9a):

    You draw a card for each card discarded this way.                      (Syphon Mind)
    ... then draws cards equal to the greatest number of cards a player discarded this
    way.                                                                       (Windfall)

Counted by the interpreter as the instruction is carried out (`at_resolution`): the discard
events (701.9a; a card discarded and put elsewhere by a replacement effect is still
discarded, 614.6) since the spell or ability began to resolve."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class DiscardedThisWay(Value):
    """The number of cards discarded this way; `most`: the greatest number of cards any one
    player discarded this way (0 when none did)."""

    most: bool = False
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("DiscardedThisWay is counted by the interpreter as it resolves")

    def at_resolution(self, r: Any) -> int:
        events = r.game.events[r.first_event:]
        per_player = Counter(e.player for e in events if e.kind == "discard")
        if self.most:
            return max(per_player.values(), default=0)
        return sum(per_player.values())

    def __str__(self) -> str:
        return ("the greatest number of cards a player discarded this way" if self.most
                else "the number of cards discarded this way")


__all__ = ["DiscardedThisWay"]
