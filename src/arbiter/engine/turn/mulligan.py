"""103.5: the mulligan process (the "London" mulligan), before opening-hand actions (103.6)
and the first turn (103.8).

Each round, the starting player and then each other player in turn order who hasn't kept
declares whether they take a mulligan; those who do take it at the same time: shuffle the
hand into the library, draw a new hand of seven (the starting hand size), then put as many
of those cards on the bottom of the library, in any order, as the number of mulligans taken.
103.5c: in a multiplayer game, a player's first mulligan is free (it doesn't count toward the
cards put on the bottom or the mulligans a player may take). A player may take mulligans
until their opening hand would be zero cards. The round repeats until no one takes one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: 103.5: the starting hand size.
HAND_SIZE = 7
KEEP, MULLIGAN = False, True


def run(game: Game) -> None:
    """The whole mulligan process; each declaration and each card put on the bottom is a
    decision of that player."""
    state = game.state
    free = 1 if len(state.players) > 2 else 0  # 103.5c
    taken = dict.fromkeys(range(len(state.players)), 0)
    deciding = game.apnap()  # the starting player is active before the first turn
    while deciding:
        mulligans = [p for p in deciding if _declares_mulligan(game, p, taken[p], free)]
        for p in mulligans:  # taken at the same time
            taken[p] += 1
            _take(game, p, max(0, taken[p] - free))
        deciding = mulligans
    state.mulligans_pending = False
    state.events.clear()  # before the game begins nothing can trigger
    state.event_cursor = 0
    state.touch()


def _declares_mulligan(game: Game, player: int, taken: int, free: int) -> bool:
    bottom_next = max(0, taken + 1 - free)
    if bottom_next >= HAND_SIZE:
        return False  # the opening hand would be zero cards
    hand = game.state.zone_list("hand", player)
    lands = sum(1 for o in hand if "Land" in game.chars(o).types)
    return bool(game.decide(Decision(
        "mulligan", f"{game.player_name(player)}: keep this hand of {len(hand)} or take a "
        f"mulligan (draw {HAND_SIZE}, put {bottom_next} on the bottom) (103.5)", player,
        [("keep", KEEP), (f"mulligan to {HAND_SIZE - bottom_next}", MULLIGAN)],
        key="mulligan", info={"hand": len(hand), "lands": lands, "mulligans": taken})))


def _take(game: Game, player: int, bottom: int) -> None:
    state = game.state
    for oid in list(state.zone_list("hand", player)):
        game.move(oid, "library")
    rng.shuffle(state, state.zone_list("library", player))
    game.draw(player, HAND_SIZE)
    game.log(f"{game.player_name(player)} takes a mulligan (103.5)")
    for _ in range(bottom):
        hand = state.zone_list("hand", player)
        pick = game.decide(Decision(
            "mulligan_bottom", f"{game.player_name(player)}: put a card on the bottom of your "
            "library (103.5; each next one goes beneath it)", player,
            [(f"{game.quick_name(o)}#{o}", o) for o in hand], key="mulligan_bottom"))
        game.move(pick, "library")  # a card put into a library goes to the bottom


__all__ = ["HAND_SIZE", "KEEP", "MULLIGAN", "run"]
