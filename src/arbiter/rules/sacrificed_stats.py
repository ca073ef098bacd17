"""608.2h / 118.8: "the sacrificed creature's power" (or toughness): a number about the
creature sacrificed to pay a cost — a spell's additional cost ("As an additional cost to cast
this spell, sacrifice a creature.", Fling) or an activation cost ("Sacrifice a creature: This
creature deals damage equal to the sacrificed creature's power to any target.") — as it last
existed on the battlefield. 707.10: a copy of the spell copies the costs paid for it (its
choices). Counted by the interpreter (`at_resolution`); where no single creature was
sacrificed paying a cost the game stops, naming the text (principle 5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class SacrificedStat(Value):
    """`stat` ("power" or "toughness") of the one creature sacrificed paying a cost."""

    stat: str = "power"
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("SacrificedStat is counted as the spell or ability resolves")

    def at_resolution(self, r: Any) -> int:
        from arbiter.errors import UnsupportedTextError

        paid = list(r.item.choices.get("additional") or ())
        paid.append(r.item.choices.get("sacrificed") or ())  # an activation cost's
        lki = r.game.lki
        picks = [o for group in paid for o in group if o in lki and "Creature" in lki[o].types]
        if len(picks) != 1:
            raise UnsupportedTextError(r.item.source_name, f"{self} (not one sacrificed)")
        return int(getattr(lki[picks[0]], self.stat) or 0)

    def __str__(self) -> str:
        return f"the sacrificed creature's {self.stat}"


__all__ = ["SacrificedStat"]
