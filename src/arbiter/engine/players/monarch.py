"""724: the monarch, a designation one player at a time can have.

- 724.1 / 724.3: there is no monarch until an effect makes a player the monarch ("you become
  the monarch", `BecomeMonarch`); as a player becomes the monarch, the current one ceases to
  be. The designation is kept in `Player.designations`.
- 724.2: two inherent triggered abilities with no source, controlled by the player who was
  the monarch when they triggered: "At the beginning of the monarch's end step, that player
  draws a card" and "Whenever a creature deals combat damage to the monarch, its controller
  becomes the monarch" (`triggers`, asked for each event by `engine.triggers.triggered`).
- 724.4: if the monarch leaves the game, the active player becomes the monarch at the same
  time; if the active player is the one leaving (or there is none), the next player in turn
  order who can (`left_game`, called as a player leaves, 800.4a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.triggers.events import Event
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.instructions import Custom, Draw, Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.view import EffectContext, LayerView

MONARCH = "monarch"
#: The `Custom` instruction of the second ability: the damaging creature's controller
#: becomes the monarch.
TAKE_THE_CROWN = "monarch_from_combat_damage"

#: 724.2, the first inherent ability.
END_STEP_DRAW = TriggeredAbility(
    text="At the beginning of the monarch's end step, that player draws a card.",
    trigger=Trigger("step", "any", step="end"), instructions=(Draw(1, who="you"),))
#: 724.2, the second inherent ability.
COMBAT_DAMAGE = TriggeredAbility(
    text="Whenever a creature deals combat damage to the monarch, its controller becomes the "
         "monarch.",
    trigger=Trigger("combat_damage_to_player", "any"),
    instructions=(Custom(TAKE_THE_CROWN, ()),))


@dataclass(frozen=True)
class BecomeMonarch(Instruction):
    """724.3: "<player> becomes the monarch" (`who`: "you", or a player Ref)."""

    who: Any = "you"


@dataclass(frozen=True)
class IsMonarch(Condition):
    """"you're the monarch" / "you are the monarch", for the effect's controller; with
    `opponent`, "an opponent is the monarch" (724.5: with no monarch, neither holds); with
    `anyone`, "there is a monarch" (negated: "there is no monarch"; 724.1: none until an
    effect makes a player the monarch)."""

    opponent: bool = False
    anyone: bool = False

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        you = ctx.controller
        if you is None:
            return False
        players = view.state.players
        if self.anyone:
            return any(MONARCH in p.designations and not p.lost for p in players)
        if self.opponent:
            return any(MONARCH in p.designations and p.index != you and not p.lost
                       for p in players)
        return MONARCH in players[you].designations


def monarch(game: Game) -> int | None:
    """The player who is the monarch (724.1: None until an effect makes one)."""
    for p in game.state.players:
        if MONARCH in p.designations and not p.lost:
            return p.index
    return None


def become(game: Game, player: int) -> None:
    """724.3: `player` becomes the monarch; the current monarch ceases to be."""
    for p in game.state.players:
        p.designations.discard(MONARCH)
    p = game.state.players[player]
    p.designations.add(MONARCH)
    game.log(f"{p.name} becomes the monarch (724.3)")
    game.emit(Event("becomes_monarch", None, player=player))
    game.state.touch()


def triggers(game: Game, ev: Event) -> list[tuple[Any, TriggeredAbility, int]]:
    """724.2: the inherent abilities this event triggers (no source; controlled by the
    monarch as they trigger)."""
    you = monarch(game)
    if you is None:
        return []
    if ev.kind == "step" and ev.step == "end" and ev.player == you:
        return [(None, END_STEP_DRAW, you)]
    if ev.kind == "combat_damage_to_player" and ev.player == you and ev.amount > 0 and \
            ev.obj is not None and _was_creature(game, ev.obj):
        return [(None, COMBAT_DAMAGE, you)]
    return []


def _was_creature(game: Game, oid: int) -> bool:
    ch = game.lki.get(oid)
    if ch is None:
        try:
            ch = game.chars(oid)
        except KeyError:
            return False
    return "Creature" in ch.types


def do_become_monarch(r: Resolution, step: BecomeMonarch) -> None:
    for p in r.players(step.who)[:1]:
        become(r.game, p)


def do_take_the_crown(r: Resolution, step: Custom) -> None:
    """724.2: "its controller becomes the monarch": the creature's controller now, or as it
    last existed (608.2h)."""
    g = r.game
    creature = r.item.choices.get("event_obj")
    if creature is None:
        return
    obj = g.state.objects.get(creature)
    if obj is not None and obj.zone == "battlefield":
        controller = g.controller_of(creature)
    elif creature in g.lki:
        controller = g.lki[creature].controller
    else:
        return
    if not g.state.players[controller].lost:
        become(g, controller)


def left_game(game: Game, player: int) -> None:
    """724.4: the monarch leaving the game hands the designation on: to the active player,
    or, if that is the one leaving, the next player in turn order still in the game."""
    p = game.state.players[player]
    if MONARCH not in p.designations:
        return
    p.designations.discard(MONARCH)
    n = len(game.state.players)
    active = game.state.turn.active
    for i in range(n):
        q = game.state.players[(active + i) % n]
        if not q.lost and q.index != player:
            become(game, q.index)
            return


__all__ = ["COMBAT_DAMAGE", "END_STEP_DRAW", "MONARCH", "TAKE_THE_CROWN", "BecomeMonarch",
           "IsMonarch", "become", "do_become_monarch", "do_take_the_crown", "left_game",
           "monarch", "triggers"]
