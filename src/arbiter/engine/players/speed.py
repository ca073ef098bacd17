"""702.179 Start your engines! and speed, carried out by the engine.

- 702.179a / 704.5z: a player who controls a permanent with start your engines! and has no
  speed gets speed 1 (a state-based action, `engine.sba`).
- 702.179b-c: a player has no speed (`Player.speed` None) until a rule or effect sets it;
  told to increase a speed they don't have, it becomes that value.
- 702.179d: the inherent triggered ability of a player with 1 or more speed, "Whenever one or
  more opponents lose life during your turn, if your speed is less than 4, your speed
  increases by 1. This ability triggers only once each turn." It has no source and is
  controlled by that player (`triggers`, asked for each event by `engine.triggers.triggered`;
  the life loss is the "loses_life" event, 119.3); it uses the stack like any triggered
  ability, with its intervening "if" checked as it triggers and as it resolves (603.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.battlefield_keywords import on_battlefield
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Custom
from arbiter.rules.speed import SpeedBelow

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.engine.triggers.events import Event

KEYWORD = "start your engines!"
#: The `Custom` instruction: the controller's speed increases by args[0].
SPEED_UP = "speed_up"

#: 702.179d: the inherent triggered ability (no source).
SPEED_ABILITY = TriggeredAbility(
    text="Whenever one or more opponents lose life during your turn, if your speed is less "
         "than 4, your speed increases by 1. This ability triggers only once each turn.",
    trigger=Trigger("loses_life", "opponent"),
    intervening_if=SpeedBelow(),
    instructions=(Custom(SPEED_UP, (1,)),))


def sba(game: Game) -> bool:
    """702.179a / 704.5z: True if some player's speed became 1."""

    res = game.layers()
    done = False
    if not on_battlefield(game, KEYWORD):
        return done  # no permanent has it
    for p in game.state.players:
        if p.lost or p.speed is not None:
            continue
        if any(res.chars[o].controller == p.index and res.chars[o].has_keyword(KEYWORD)
               for o in game.state.battlefield()):
            p.speed = 1
            game.state.touch()
            game.log(f"{p.name}'s speed becomes 1 (702.179a)")
            done = True
    return done


def _once_key(player: int) -> tuple[int, str]:
    """The key of 702.179d's "only once each turn" in `GameState.triggered_once` (no source:
    keyed by the player)."""
    return (-1 - player, SPEED_ABILITY.text)


def triggers(game: Game, ev: Event) -> list[tuple[Any, TriggeredAbility, int]]:
    """702.179d: does this event trigger the active player's speed ability? (An ability
    that triggers "during your turn" can only be the active player's.)"""
    if ev.kind != "loses_life" or ev.player is None:
        return []
    you = game.state.turn.active
    player = game.state.players[you]
    if player.lost or not player.speed or ev.player not in game.opponents(you):
        return []
    if _once_key(you) in game.state.triggered_once:
        return []
    game.state.triggered_once.add(_once_key(you))
    return [(None, SPEED_ABILITY, you)]


def do_speed_up(r: Resolution, step: Custom) -> None:
    """702.179c-d: the controller's speed increases (from none: becomes the value)."""
    player = r.game.state.players[r.item.controller]
    player.speed = (player.speed or 0) + int(step.args[0])
    r.game.state.touch()


__all__ = ["KEYWORD", "SPEED_ABILITY", "SPEED_UP", "do_speed_up", "sba", "triggers"]
