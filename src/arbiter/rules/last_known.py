"""Numbers read from last known information (608.2h, 603.10a): "When ~ dies, you gain life
equal to its power" — the power the object had as it last existed on the battlefield."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class EventObjectPower(Value):
    """The power of the object the triggering event happened to ("its power" after "When ~
    dies" / "Whenever equipped creature dies"): as it last existed if it has left the
    battlefield (608.2h), else as it is now. Counted by the interpreter (`at_resolution`)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("EventObjectPower is counted as the ability resolves")

    def at_resolution(self, r: Any) -> int:
        game = r.game
        oid = r.item.choices.get("event_obj")
        if oid is None:
            return 0
        obj = game.state.objects.get(oid)
        if obj is not None and obj.zone == "battlefield":
            return game.chars(oid).power or 0
        ch = game.lki.get(oid)
        return (ch.power or 0) if ch is not None else 0

    def __str__(self) -> str:
        return "its power"
