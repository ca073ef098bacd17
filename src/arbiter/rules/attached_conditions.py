"""Conditions about the permanent the source is attached to (301.5, 303.4): "if enchanted
creature is a Wolf or Werewolf" (an intervening "if", 603.4), "if enchanted permanent is
tapped", "Activate only if enchanted creature is untapped" (602.5b).

If the source has left the battlefield, "enchanted creature" is what it was attached to as
it last existed (608.2h), if that permanent is still on the battlefield (the same reading
as `Ref.attached()` when the ability resolves)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


def attached_object(view: LayerView, source: int | None) -> int | None:
    """What the source is attached to, or was as it last existed (608.2h)."""
    if source is None or source not in view.state.objects:
        return None
    obj = view.state.objects[source]
    host = obj.attached_to
    if host is None and obj.zone.startswith("left:"):
        host = obj.choices.get("last_attached_to")
        if host is not None and view.state.objects[host].zone != "battlefield":
            host = None
    return host


@dataclass(frozen=True)
class AttachedIs(Condition):
    """"<enchanted | equipped> <creature | permanent | land> is <description>": the permanent
    the source is attached to matches `selector` now."""

    selector: Any

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        host = attached_object(view, ctx.source)
        return host is not None and host in view.chars and \
            bool(self.selector.matches(view, host, ctx))
