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
    #: on the stack (202.3e: its X counted, `rules.spell_x_mana_value`) or as it last
    #: existed there (608.2h)
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
        return int(getattr(ch, self.stat) or 0)

    def __str__(self) -> str:
        return f"that {self.of}'s {self.stat.replace('_', ' ')}"


__all__ = ["EventObjectStat"]
