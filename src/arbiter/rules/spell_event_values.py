"""Numbers about the spell a cast trigger's event names (603.2: "Whenever you cast a spell,
... draw a card for each of that spell's colors"): the spell as it is on the stack, or as
it last existed there if it has left (608.2h: resolved, countered)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class ThatSpellColors(Value):
    """105.1 / 105.2: how many colors "that spell" has (0 for a colorless one). Counted by the
    interpreter (`at_resolution`)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("ThatSpellColors is counted as the ability resolves")

    def at_resolution(self, r: Any) -> int:
        from arbiter.errors import UnsupportedTextError

        g = r.game
        oid = r.item.choices.get("event_obj")
        if r.item.choices.get("event") != "cast" or oid is None:
            raise UnsupportedTextError(r.item.source_name, "that spell's colors (no spell)")
        if g.obj(oid).zone == "stack":
            return len(g.chars(oid).colors)
        known = g.lki.get(oid)
        return len(known.colors) if known is not None else 0

    def __str__(self) -> str:
        return "the number of that spell's colors"
