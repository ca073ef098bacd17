"""500.1: "X is the number of untapped lands they controlled at the beginning of this turn"
(Power Surge): a number about the player a trigger's event names, taken from what was noted as
the turn began (`engine.turn.turn_start_lands`). A game that began during this turn has no such
note: the engine stops there, saying so, rather than guess."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.errors import UnsupportedTextError
from arbiter.rules.instructions import Ref
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class UntappedLandsAtTurnStart(Value):
    """The untapped lands that player (`who`) controlled as this turn began."""

    who: Ref = Ref("pronoun_player")
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("UntappedLandsAtTurnStart is counted as the ability resolves")

    def at_resolution(self, r: Any) -> int:
        counts = r.game.state.turn.untapped_lands_at_start
        if counts is None:
            raise UnsupportedTextError(r.item.source_name or "an ability", "the untapped lands "
                                       "at the beginning of a turn the game began during")
        players = [p[1] if isinstance(p, tuple) else p for p in r.ref(self.who)]
        return sum(counts.get(p, 0) for p in players)

    def __str__(self) -> str:
        return "the number of untapped lands that player controlled as this turn began"


__all__ = ["UntappedLandsAtTurnStart"]
