"""Echo (702.30).

702.30a: "Echo [cost]" means "At the beginning of your upkeep, if this permanent came under
your control since the beginning of your last upkeep, sacrifice it unless you pay [cost]."
(702.30b: the Urza block's echo costs are their mana costs in today's Oracle text.)

The "if" is an intervening "if" (603.4). Whether a permanent came under a player's control
since the beginning of their last upkeep is kept as facts of the game, per player
(`GameState.held_since_upkeep`): at the beginning of each upkeep, the active player's
permanents are noted; every time a player would receive priority (117.5) a permanent they
no longer control is struck off (a permanent that left the battlefield and came back is a
new object, 400.7). A permanent still on the list at the beginning of their next upkeep has
been under their control all that time; any other came under their control since (entered,
or a control change brought it back, 613.1b). Before a player's first upkeep noted this way
there is no "last upkeep" to have controlled it since, and every permanent qualifies.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.per_answer import keep, kept
from arbiter.engine.triggers.conditions import at_beginning
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.costs import Cost
from arbiter.rules.instructions import MayPay, Sacrifice

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class CameUnderControlSinceLastUpkeep(Condition):
    """702.30a: "if this permanent came under your control since the beginning of your last
    upkeep" (read during your upkeep: the list noted at its beginning)."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        held = view.state.held_through_upkeep.get(ctx.controller)
        return held is None or ctx.source not in held


def note_control(game: Game) -> None:
    """117.5: strike off each player's list the permanents they don't control now."""
    held = game.state.held_since_upkeep
    if not held:
        return
    # Struck off already with this layer answer (zones and controllers change only with a
    # new one, `engine.per_answer`), from these very lists: nothing more to strike.
    hit = kept(game, "_echo_noted")
    if hit is not None and _same_lists(hit[0], held):
        return
    # A permanent's controller is the layer system's answer (`Game.controller_of`), read
    # from that answer once (this runs every time a player would receive priority).
    objects = game.state.objects
    chars = None
    for player, oids in held.items():
        still = []
        for o in oids:
            if objects[o].zone == "battlefield":
                if chars is None:
                    chars = game.layers().chars
                if chars[o].controller == player:
                    still.append(o)
        if len(still) != len(oids):
            held[player] = still
    keep(game, "_echo_noted", [(player, oids, len(oids)) for player, oids in held.items()])


def _same_lists(noted: object, held: dict[int, list[int]]) -> bool:
    """Whether `held` holds the very lists `note_control` left, unchanged in length."""
    assert isinstance(noted, list)
    return len(noted) == len(held) and all(
        held.get(player) is oids and len(oids) == n for player, oids, n in noted)


def upkeep_begins(game: Game) -> None:
    """503.1 / 702.30a: as the active player's upkeep begins: what they have controlled
    since the beginning of their last upkeep is read by echo during this upkeep, and the
    permanents they control now start a new list."""
    note_control(game)
    state = game.state
    active = state.turn.active
    if active in state.held_since_upkeep:
        state.held_through_upkeep[active] = state.held_since_upkeep[active]
    else:
        state.held_through_upkeep.pop(active, None)
    state.held_since_upkeep[active] = [o for o in state.battlefield()
                                       if game.controller_of(o) == active]


@cache
def echo_ability(cost: Cost) -> TriggeredAbility:
    """702.30a: the triggered ability "Echo [cost]" stands for (118.12: "unless you pay")."""
    return TriggeredAbility(
        text=f"At the beginning of your upkeep, if this permanent came under your control "
             f"since the beginning of your last upkeep, sacrifice it unless you pay {cost}.",
        trigger=at_beginning("upkeep", whose="you"),
        intervening_if=CameUnderControlSinceLastUpkeep(),
        instructions=(MayPay(cost=(cost,), otherwise=(Sacrifice(),)),))


__all__ = ["CameUnderControlSinceLastUpkeep", "echo_ability", "note_control", "upkeep_begins"]
