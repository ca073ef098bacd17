"""727 rad counters, a kind of counter a player can have (122.1i).

- 727.1: the inherent triggered ability associated with rad counters, "At the beginning of
  each player's precombat main phase, if that player has one or more rad counters, that
  player mills a number of cards equal to the number of rad counters they have. For each
  nonland card milled this way, that player loses 1 life and removes one rad counter from
  themselves." It has no source and is controlled by the active player (an exception to
  113.8); `triggers` is asked for each event by `engine.triggers.triggered`. It uses the
  stack like any triggered ability, its intervening "if" checked as it triggers and again as
  it resolves (603.4).
- 701.17a-b: the player mills as many as their library holds; 701.17c: a milled card is found
  in the zone it moved to, so a card a replacement effect sent elsewhere still counts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.instructions import Custom

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.engine.triggers.events import Event
    from arbiter.rules.view import EffectContext, LayerView

RAD = "rad"
#: The `Custom` instruction of 727.1's ability (no arguments: the player is its controller,
#: the active player whose precombat main phase began).
RADIATION = "radiation"


@dataclass(frozen=True)
class HasRadCounters(Condition):
    """727.1's intervening "if" (603.4): the ability's controller, the player whose precombat
    main phase it is, has one or more rad counters."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        you = ctx.controller
        return you is not None and view.state.players[you].counters.get(RAD, 0) > 0


#: 727.1: the inherent triggered ability (no source).
RAD_ABILITY = TriggeredAbility(
    text="At the beginning of each player's precombat main phase, if that player has one or "
         "more rad counters, that player mills a number of cards equal to the number of rad "
         "counters they have. For each nonland card milled this way, that player loses 1 "
         "life and removes one rad counter from themselves.",
    trigger=Trigger("step", "any", step="precombat_main"),
    intervening_if=HasRadCounters(),
    instructions=(Custom(RADIATION),))


def triggers(game: Game, ev: Event) -> list[tuple[Any, TriggeredAbility, int]]:
    """727.1: the active player's rad ability, as their precombat main phase begins with rad
    counters on them (the cheap test first: the step, then that player's counters)."""
    if ev.kind != "step" or ev.step != "precombat_main" or ev.player is None:
        return []
    player = game.state.players[ev.player]
    if player.lost or player.counters.get(RAD, 0) <= 0:
        return []
    return [(None, RAD_ABILITY, ev.player)]


def do_radiation(r: Resolution, step: Custom) -> None:
    """727.1: the controller mills one card per rad counter (701.17b: as many as there are),
    then loses 1 life and removes one rad counter for each nonland card milled this way."""
    g = r.game
    you = r.item.controller
    player = g.state.players[you]
    n = player.counters.get(RAD, 0)
    if n <= 0:
        return  # 603.4: checked again as it resolves
    nonland = 0
    for oid in g.state.zone_list("library", you)[:n]:
        if "Land" not in g.chars(oid).types:  # 701.17c: the card as it was milled
            nonland += 1
        g.move(oid, "graveyard")
    if nonland:
        g.lose_life(you, nonland)  # 727.1a: life lost "from radiation"
        player.counters[RAD] = max(0, player.counters.get(RAD, 0) - nonland)
        g.log(f"{player.name} removes {nonland} rad counter{'s' if nonland != 1 else ''}")
        g.state.touch()


__all__ = ["RAD", "RADIATION", "RAD_ABILITY", "HasRadCounters", "do_radiation", "triggers"]
