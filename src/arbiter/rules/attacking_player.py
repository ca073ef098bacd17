"""506.3, 508.1: "creatures attacking you", "creatures attacking your opponents", "each creature
that's attacking one of your opponents": attacking creatures by the player they attack. A
creature attacking a planeswalker or battle isn't attacking its controller or protector
(506.3c-d); one removed from combat attacks no one (506.4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class AttackingPlayer(Selector):
    """The creature is attacking the effect's controller (`whose` "you") or one of their
    opponents ("opponent")."""

    whose: str = "you"
    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        combat = view.state.combat
        if combat is None:
            return False
        defender = combat.attackers.get(oid)
        if defender is None or defender[0] != "player":
            return False
        you = defender[1] == ctx.controller
        return you if self.whose == "you" else not you

    def reads(self) -> frozenset[str]:
        return frozenset({"controller"})


__all__ = ["AttackingPlayer"]
