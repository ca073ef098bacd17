"""901.9: rolling the planar die, a special action (116.2i), and 901.8's planeswalking ability.

- 901.9 / 116.2i: any time the active player has priority and the stack is empty, but only
  during a main phase of their turn, in a Planechase game, they may roll the planar die. It
  costs {N}, N the number of times they have taken this action this turn
  (`TurnState.planar_rolls`; rolls an effect caused don't count). It doesn't use the stack.
- 901.3a: a six-sided die: one face the Planeswalker symbol, one the chaos symbol, four
  blank (the roll comes from the game's seeded generator).
- 901.9a: blank: nothing happens; 901.9b: chaos: chaos ensues (311.7); 901.9c: the
  Planeswalker symbol: the planeswalking ability triggers. The active player then gets
  priority.
- 901.8: "Whenever you roll the Planeswalker symbol on the planar die, planeswalk." has no
  source and is controlled by the player whose roll made it trigger (`triggers`, asked for
  each event by `engine.triggers.triggered`).
- 901.9d: the roll is a die roll ("Whenever you roll the planar die": the
  `ROLLS_PLANAR_DIE` event); effects that read a die's numerical result ignore it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.engine.keyword_actions.planeswalk import Planeswalk, chaos_ensues, is_planechase
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.triggers.events import Event
from arbiter.engine.turn.priority import affordable
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import TriggeredAbility
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: 901.9d: a player rolled the planar die (player: who; extra: the face rolled).
ROLLS_PLANAR_DIE = "rolls_planar_die"
#: 901.3a: the faces of the planar die.
PLANESWALKER, CHAOS, BLANK = "planeswalker", "chaos", "blank"
FACES = (PLANESWALKER, CHAOS, BLANK, BLANK, BLANK, BLANK)

#: 901.8: the inherent planeswalking ability (no source).
PLANESWALKING_ABILITY = TriggeredAbility(
    text="Whenever you roll the Planeswalker symbol on the planar die, planeswalk.",
    trigger=Trigger(ROLLS_PLANAR_DIE, "you"),
    instructions=(Planeswalk(),))


def roll_cost(game: Game, player: int) -> ManaCost:
    """901.9: {N}, N the times the player has taken this action this turn."""
    return ManaCost.of(f"{{{game.state.turn.planar_rolls.get(player, 0)}}}")


def may_roll(game: Game, player: int) -> bool:
    """901.9: the active player, with priority, the stack empty, in a main phase of their
    turn, in a Planechase game (the cost aside)."""
    state = game.state
    return (is_planechase(game) and state.turn.active == player
            and state.turn.step in ("precombat_main", "postcombat_main")
            and not state.stack_items and not state.stack())


def can_roll(game: Game, player: int) -> bool:
    """901.9: may roll now and can pay the cost."""

    return may_roll(game, player) and affordable(game, player, roll_cost(game, player))


def roll_planar_die(game: Game, player: int, face: str | None = None) -> str:
    """901.9 / 116.2i: the special action: pay {N}, then roll (`face`: the face the die
    shows, as a scenario states it; None: rolled with the game's generator). The face
    rolled. An illegal attempt raises and changes nothing."""
    from arbiter.engine.casting.total_cost import pay
    from arbiter.engine.turn.player_actions import choose_payment

    if not may_roll(game, player):
        raise IllegalActionError(
            "only the active player may roll the planar die, during a main phase of their "
            "turn with the stack empty, in a Planechase game (901.9)")
    cost = roll_cost(game, player)
    plan = choose_payment(game, player, cost)  # raises if it can't be paid
    pay(game, player, cost, plan)
    rolls = game.state.turn.planar_rolls
    rolls[player] = rolls.get(player, 0) + 1
    return roll(game, player, face)


def roll(game: Game, player: int, face: str | None = None) -> str:
    """901.9a-d: roll the planar die and do what its face says."""
    if face is None:
        face = FACES[rng.randrange(game.state, 6)]
    elif face not in FACES:
        raise ValueError(f"the planar die has no face {face!r} (901.3a: {', '.join(FACES)})")
    game.log(f"{game.player_name(player)} rolls the planar die: {face} (901.9)")
    game.emit(Event(ROLLS_PLANAR_DIE, None, player=player, extra=face))  # 901.9d
    if face == CHAOS:
        chaos_ensues(game)  # 901.9b
    game.state.touch()
    return face


def triggers(game: Game, ev: Event) -> list[tuple[Any, TriggeredAbility, int]]:
    """901.8 / 901.9c: the Planeswalker symbol rolled: the planeswalking ability of the
    player who rolled triggers."""
    if ev.kind != ROLLS_PLANAR_DIE or ev.extra != PLANESWALKER or ev.player is None:
        return []
    return [(None, PLANESWALKING_ABILITY, ev.player)]


__all__ = ["BLANK", "CHAOS", "FACES", "PLANESWALKER", "PLANESWALKING_ABILITY",
           "ROLLS_PLANAR_DIE", "can_roll", "may_roll", "roll", "roll_cost", "roll_planar_die",
           "triggers"]
