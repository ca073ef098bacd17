"""510.2 / 120.1: the players a source dealt combat damage to this turn:

    Destroy each nonland permanent with mana value X whose controller was dealt combat
    damage by this creature this turn.                                  (Steel Hellkite)

The engine records it on the source as its combat damage is dealt (`record`, from
`engine.combat.damage`): kept on that object, so an object that left the battlefield and
came back is a new one with no such history (400.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: `GameObject.choices` key: (turn number, player) for each player the object dealt combat
#: damage to.
KEY = "dealt_combat_damage_to_player"


def record(obj: Any, player: int, turn: int) -> None:
    """510.2: `obj` dealt combat damage to `player` during turn `turn`."""
    entry = (turn, player)
    history = obj.choices.setdefault(KEY, [])
    if entry not in history:
        history.append(entry)


@dataclass(frozen=True)
class ControllerDealtCombatDamageBySource(Selector):
    """"<permanent> whose controller was dealt combat damage by ~ this turn": the source (this
    very object) dealt combat damage to the permanent's controller during this turn."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None or src not in view.state.objects or oid not in view.chars:
            return False
        turn = view.state.turn.number
        players = {p for t, p in view.state.objects[src].choices.get(KEY, ()) if t == turn}
        return view.controller(oid) in players


__all__ = ["KEY", "ControllerDealtCombatDamageBySource", "record"]
