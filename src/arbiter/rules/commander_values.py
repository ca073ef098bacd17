"""903.3: numbers about a player's commanders: "the greatest mana value of a commander you own
on the battlefield or in the command zone" (the Midnight Hunt Commander "Visions" flashback
reduction, Cloudkill, Imposing Grandeur, Majestic Genesis). The designation is an attribute of
the card (kept as it changes zones), so the commander counts whoever controls it (the release
notes of Visions of Dread and Visions of Dominance); a copy of a commander isn't one."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: The zones the text names.
_ZONES = ("battlefield", "command")


@dataclass(frozen=True)
class GreatestCommanderManaValue(Value):
    """202.3 / 903.3: the greatest mana value among the commanders the effect's controller
    owns that are on the battlefield or in the command zone; 0 when there is none."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        you = ctx.controller
        values = [int(view.chars[o.id].mana_value) for o in view.state.objects.values()
                  if o.commander is not None and o.owner == you and o.zone in _ZONES
                  and o.id in view.chars]
        return max(values, default=0)

    def __str__(self) -> str:
        return ("the greatest mana value of a commander you own on the battlefield or in the "
                "command zone")


@dataclass(frozen=True)
class CommanderCasts(Value):
    """903.8: "for each time you've cast your commander from the command zone this game": the
    times the effect's controller cast a commander they own from the command zone (every
    one of their commanders counted, 903.3: "your commander" is any commander you own)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        you = ctx.controller
        yours = {o.commander for o in view.state.objects.values()
                 if o.commander is not None and o.owner == you}
        return sum(n for (caster, k), n in view.state.commander_casts.items()
                   if caster == you and k in yours)

    def __str__(self) -> str:
        return "the number of times you've cast your commander from the command zone this game"


__all__ = ["CommanderCasts", "GreatestCommanderManaValue"]
