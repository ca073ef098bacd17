"""608.2c: "the number of <permanents> sacrificed this way" (Empty the Laboratory): counted by
the interpreter as the instruction is carried out (`at_resolution`), from the sacrifice
events (701.21a) of the resolving spell's or ability's controller since it began to
resolve."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class SacrificedThisWay(Value):
    """How many permanents the controller sacrificed as this spell or ability resolved."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("SacrificedThisWay is counted by the interpreter as it resolves")

    def at_resolution(self, r: Any) -> int:
        you = r.item.controller
        return sum(1 for e in r.game.events[r.first_event:]
                   if e.kind == "sacrificed" and e.player == you)

    def __str__(self) -> str:
        return "the number of permanents sacrificed this way"


__all__ = ["SacrificedThisWay"]
