"""608.2h with 603.10a: "that creature's power" (toughness, mana value) in a triggered
ability's effect, where "that creature" is the object the trigger's event names ("Whenever
another creature enters, you may put X +1/+1 counters on this creature, where X is that
creature's power."): its value as the ability resolves while it is still on the battlefield,
else its last known information there (608.2h; "When a creature dies": as it last existed,
603.10a). 202.3e, 601.2i: "that spell's mana value" of the spell a cast trigger names, on
the stack or as it last existed there. Counted by the interpreter (`at_resolution`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class EventObjectStat(Value):
    """`stat`: "power", "toughness" or "mana_value"."""

    stat: str = "power"
    #: "creature": a permanent the event names; "spell": the spell a cast trigger names,
    #: on the stack (202.3e: its X counted) or as it last existed there (608.2h)
    of: str = "creature"
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("EventObjectStat is counted as the ability resolves")

    def at_resolution(self, r: Any) -> int:
        from arbiter.errors import UnsupportedTextError

        game = r.game
        oid = r.item.choices.get("event_obj")
        if isinstance(oid, int) and oid in game.state.objects and \
                game.obj(oid).zone == ("stack" if self.of == "spell" else "battlefield"):
            ch = game.chars(oid)
        elif isinstance(oid, int) and oid in game.lki:
            ch = game.lki[oid]  # 608.2h, 603.10a: as it last existed on the battlefield
        else:
            raise UnsupportedTextError(r.item.source_name, f"{self} (no such {self.of})")
        if self.of == "spell" and self.stat == "mana_value":
            return _spell_mana_value(r, oid, ch)
        return int(getattr(ch, self.stat) or 0)

    def __str__(self) -> str:
        return f"that {self.of}'s {self.stat.replace('_', ' ')}"


def _spell_mana_value(r: Any, oid: int, ch: Any) -> int:
    """202.3e: on the stack, each X in the spell's mana cost counts the value announced for
    it (601.2b). A spell that has left the stack with an X in its cost: that value is gone
    with it, so the game stops with the text named rather than count it as 0."""
    from arbiter.errors import UnsupportedTextError

    game = r.game
    variables = [sym.parts[0] for sym in (ch.mana_cost.symbols if ch.mana_cost is not None
                                          else ()) if sym.is_variable]
    if not variables:
        return int(ch.mana_value or 0)
    xs = variables.count("X")
    item = next((it for it in game.state.stack_items
                 if it.kind == "spell" and it.source == oid), None)
    if item is None or xs != len(variables):  # {Y}, {Z}: values not kept here
        raise UnsupportedTextError(r.item.source_name,
                                   "that spell's mana value (an X spell no longer on the stack)")
    return int(ch.mana_value or 0) + xs * int(item.choices.get("x") or 0)


__all__ = ["EventObjectStat"]
