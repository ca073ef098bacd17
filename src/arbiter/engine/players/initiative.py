"""725: the initiative, a designation one player at a time can have.

- 725.1 / 725.3: there is no initiative until an effect instructs a player to take it ("you
  take the initiative", `TakeInitiative`); as a player takes it, the player who has it ceases
  to. The designation is kept in `Player.designations`.
- 725.2: three inherent triggered abilities with no source, controlled by the player who had
  the initiative when they triggered (`triggers`, asked for each event by
  `engine.triggers.triggered`):
  "At the beginning of the upkeep of the player who has the initiative, that player ventures
  into Undercity", "Whenever one or more creatures a player controls deal combat damage to
  the player who has the initiative, the controller of those creatures takes the initiative"
  (once for each such player in one combat damage step, 603.2c, 510.2:
  `engine.triggers.combat_damage_batch`) and "Whenever a player
  takes the initiative, that player ventures into Undercity" (701.49d: Undercity is the
  dungeon "venture into Undercity" chooses, `engine.keyword_actions.venture`).
- 725.4: if the player who has the initiative leaves the game, the active player takes it at
  the same time; if the active player is the one leaving (or there is none), the next player
  in turn order (`left_game`, called as a player leaves, 800.4a).
- 725.5: a player who has the initiative and is instructed to take it takes it again: the
  last ability of 725.2 triggers, and there is still one designation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.cards.dungeon_cards import UNDERCITY
from arbiter.engine.keyword_actions.venture import Venture
from arbiter.engine.triggers import combat_damage_batch
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.triggers.events import Event
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.instructions import Custom, Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.view import EffectContext, LayerView

INITIATIVE = "initiative"
#: The event of a player taking the initiative (725.2's third ability triggers on it).
TAKES_INITIATIVE = "takes_initiative"
#: The `Custom` instruction of the second ability: (the player who takes the initiative,).
TAKE_FROM_COMBAT_DAMAGE = "initiative_from_combat_damage"

#: 725.2, the first inherent ability (Venture is done by the ability's controller, the player
#: who has the initiative).
UPKEEP_VENTURE = TriggeredAbility(
    text="At the beginning of the upkeep of the player who has the initiative, that player "
         "ventures into Undercity.",
    trigger=Trigger("step", "any", step="upkeep"), instructions=(Venture(UNDERCITY),))
#: 725.2, the third inherent ability (controlled by the player who took the initiative).
TAKEN_VENTURE = TriggeredAbility(
    text="Whenever a player takes the initiative, that player ventures into Undercity.",
    trigger=Trigger(TAKES_INITIATIVE, "any"), instructions=(Venture(UNDERCITY),))


def _combat_damage_ability(taker: int) -> TriggeredAbility:
    """725.2, the second inherent ability, for the creatures of player `taker` (one ability
    for each player whose creatures dealt the damage: each is its own "one or more")."""
    return TriggeredAbility(
        text="Whenever one or more creatures a player controls deal combat damage to the "
             "player who has the initiative, the controller of those creatures takes the "
             "initiative.",
        trigger=Trigger(combat_damage_batch.EVENT, "any", batch=True),
        instructions=(Custom(TAKE_FROM_COMBAT_DAMAGE, (taker,)),))


@dataclass(frozen=True)
class TakeInitiative(Instruction):
    """725.3: "<player> takes the initiative" (`who`: "you", or a player Ref)."""

    who: Any = "you"


@dataclass(frozen=True)
class HasInitiative(Condition):
    """"you have the initiative", for the effect's controller (725.1: nobody has it until
    an effect instructs a player to take it)."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        you = ctx.controller
        return you is not None and INITIATIVE in view.state.players[you].designations


def holder(game: Game) -> int | None:
    """The player who has the initiative (725.1: None until a player takes it)."""
    for p in game.state.players:
        if INITIATIVE in p.designations and not p.lost:
            return p.index
    return None


def take(game: Game, player: int) -> None:
    """725.3: `player` takes the initiative; whoever had it ceases to. 725.5: taking it again
    keeps one designation, and the event still triggers 725.2's last ability."""
    for p in game.state.players:
        p.designations.discard(INITIATIVE)
    p = game.state.players[player]
    p.designations.add(INITIATIVE)
    game.log(f"{p.name} takes the initiative (725.3)")
    game.emit(Event(TAKES_INITIATIVE, None, player=player))
    game.state.touch()


def triggers(game: Game, ev: Event) -> list[tuple[Any, TriggeredAbility, int]]:
    """725.2: the inherent abilities this event triggers (no source; controlled by the
    player who has the initiative as they trigger)."""
    you = holder(game)
    if you is None:
        return []
    if ev.kind == "step" and ev.step == "upkeep" and ev.player == you:
        return [(None, UPKEEP_VENTURE, you)]
    if ev.kind == TAKES_INITIATIVE and ev.player == you:
        return [(None, TAKEN_VENTURE, you)]
    if ev.kind == combat_damage_batch.EVENT and ev.player == you:
        # 603.2c, 510.2: the sources that dealt combat damage to the player at once
        takers = {_creature_controller(game, oid) for oid in ev.extra or ()} - {None}
        return [(None, _combat_damage_ability(taker), you) for taker in sorted(takers)]
    return []


def _creature_controller(game: Game, oid: int) -> int | None:
    """The controller of the creature that dealt the damage, as it dealt it (or as it last
    existed, 608.2h); None if it wasn't a creature."""
    ch = game.lki.get(oid)
    if ch is None:
        try:
            ch = game.chars(oid)
        except KeyError:
            return None
    return ch.controller if "Creature" in ch.types else None


def do_take_initiative(r: Resolution, step: TakeInitiative) -> None:
    for p in r.players(step.who)[:1]:
        take(r.game, p)


def do_take_from_combat_damage(r: Resolution, step: Custom) -> None:
    """725.2: "the controller of those creatures takes the initiative" (a player still in
    the game)."""
    (taker,) = step.args
    if not r.game.state.players[taker].lost:
        take(r.game, taker)


def left_game(game: Game, player: int) -> None:
    """725.4: the player who has the initiative leaving the game hands it on: to the active
    player, or, if that is the one leaving, the next player in turn order still in the
    game."""
    p = game.state.players[player]
    if INITIATIVE not in p.designations:
        return
    p.designations.discard(INITIATIVE)
    n = len(game.state.players)
    active = game.state.turn.active
    for i in range(n):
        q = game.state.players[(active + i) % n]
        if not q.lost and q.index != player:
            take(game, q.index)
            return


__all__ = ["INITIATIVE", "TAKEN_VENTURE", "TAKES_INITIATIVE", "TAKE_FROM_COMBAT_DAMAGE",
           "UPKEEP_VENTURE", "HasInitiative", "TakeInitiative", "do_take_from_combat_damage",
           "do_take_initiative", "holder", "left_game", "take", "triggers"]
