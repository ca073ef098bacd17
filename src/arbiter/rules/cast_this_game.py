"""601.2i / 201.2: "if ... you've cast another spell named Approach of the Second Sun this game"
(Approach of the Second Sun): the controller cast (601.2i), earlier this game, a spell other
than this one with that name (201.2). A spell's name is the one it had on the
stack as it was cast (its stack object's name, kept after it left, 608.2h); a copy that wasn't
cast doesn't count (707.10). The game's events go back to its beginning."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


def _spell_name(view: LayerView, oid: int) -> str | None:
    state = view.state
    item: Any = next((it for it in state.stack_items if it.kind == "spell" and it.source == oid),
                     None) or state.stack_lki.get(oid)
    if item is not None and getattr(item, "source_name", None):
        return str(item.source_name)
    obj = state.objects.get(oid)
    return obj.card if obj is not None else None


@dataclass(frozen=True)
class CastAnotherNamedThisGame(Condition):
    """You cast another spell (not this one) named `name` this game."""

    name: str = ""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        src, name = ctx.source, self.name
        return bool(name) and any(
            getattr(ev, "kind", None) == "cast" and ev.player == ctx.controller
            and ev.obj != src and _spell_name(view, ev.obj) == name
            for ev in view.state.events)


__all__ = ["CastAnotherNamedThisGame"]
