"""608.2h / 400.7: "that card's mana value" of a card an earlier instruction moved out of a
graveyard or exile ("Put target creature card from a graveyard onto the battlefield under your
control. You lose life equal to that card's mana value." — Reanimate): the card as it last
existed where it was (kept by the interpreter as the card moves, `engine.zones.moved_objects`),
or as it is now if it hasn't moved. Counted by the interpreter (`at_resolution`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class MovedCardStat(Value):
    """`stat` ("power", "toughness", "mana_value") of the card `what` names."""

    what: Any
    stat: str = "mana_value"
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("MovedCardStat is counted as the effect resolves")

    def at_resolution(self, r: Any) -> int:
        from arbiter.errors import UnsupportedTextError

        objs = [o for o in r.ref(self.what) if isinstance(o, int)]
        if not objs:
            return 0  # 608.2b: an illegal target: no such card
        oid, game = objs[0], r.game
        if not game.obj(oid).zone.startswith("left:"):
            ch = game.chars(oid)
        else:
            ch = r.lki.get(oid) or game.lki.get(oid)
        if ch is None:
            raise UnsupportedTextError(r.item.source_name, f"{self} (no last known "
                                       "information of that card)")
        return int(getattr(ch, self.stat) or 0)

    def __str__(self) -> str:
        return "that card's " + self.stat.replace("_", " ")


__all__ = ["MovedCardStat"]
