"""702.179 speed: a value a player can have (702.179b: none until a rule or effect sets it;
702.179f: an effect that refers to the speed of a player with none uses 0), and 702.178
max speed: a player has max speed if their speed is 4 (702.179e).

The conditions here read it: "if your speed is less than 4" (702.179d) and "as long as your
speed is 4" (702.178a: for a permanent, its controller's; for a card elsewhere, its owner's,
the controller the layer system gives it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.state.game_state import GameState

#: 702.179e: max speed.
MAX_SPEED = 4


def speed_of(state: GameState, player: int) -> int:
    """702.179f: the player's speed, 0 if they have none."""
    return state.players[player].speed or 0


@dataclass(frozen=True)
class SpeedBelow(Condition):
    """"if your speed is less than N" (702.179d): the controller's speed."""

    n: int = MAX_SPEED

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return speed_of(view.state, ctx.controller) < self.n


@dataclass(frozen=True)
class HasMaxSpeed(Condition):
    """"As long as your speed is 4" (702.178a, 702.179e): the controller of the ability's
    source (its owner's, off the battlefield) has max speed."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return speed_of(view.state, ctx.controller) == MAX_SPEED


@dataclass(frozen=True)
class YourSpeed(Value):
    """"where X is your speed" (702.179f: the speed of the ability's controller, 0 if they
    have none)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return speed_of(view.state, ctx.controller)

    def __str__(self) -> str:
        return "your speed"


__all__ = ["MAX_SPEED", "HasMaxSpeed", "SpeedBelow", "YourSpeed", "speed_of"]
