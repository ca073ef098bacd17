"""Winning and losing the game by an effect (104.2b, 104.3e), as a resolving spell or ability
says: "you win the game", "you lose the game".

104.3e: the player loses at once (not as a state-based action), unless an effect says they
can't lose (Platinum Angel's "You can't lose the game and your opponents can't win the game",
rule `cant_lose`) or a replacement effect replaces losing (614.1a, Lich's Mirror; the one
`engine.sba` applies). 104.5 / 800.4a: in a multiplayer game the loser leaves the game.

104.2b: a player an effect says wins the game wins it, and the game ends (104.1): every other
player is out of it. An opponent's `cant_lose` effect ("your opponents can't win the game")
stops that (the effect does nothing, 101.2). 104.3f: a player who would both win and lose at
once loses: `lose` is carried out first for whoever an instruction names as losing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import LoseGame, WinGame


def lose(game: Game, player: int) -> bool:
    """104.3e: `player` loses the game now. Whether they did."""
    from arbiter.engine.rules_effects import player_has
    from arbiter.engine.sba import _replace_losing, leave_game

    p = game.state.players[player]
    if p.lost:
        return False
    if player_has(game, player, "cant_lose"):
        game.log(f"{p.name} can't lose the game (101.2)")
        return False
    if _replace_losing(game, player):
        return False
    p.lost = True
    game.log(f"{p.name} loses the game (104.3e)")
    if sum(1 for q in game.state.players if not q.lost) >= 2:
        leave_game(game, player)  # 104.5, 800.4a
    game.state.touch()
    return True


def win(game: Game, player: int) -> bool:
    """104.2b: `player` wins the game now and it ends (104.1). Whether they did."""
    from arbiter.engine.rules_effects import player_has

    p = game.state.players[player]
    if p.lost:
        return False
    others = [q for q in game.state.players if q.index != player and not q.lost]
    blocker = next((q for q in others if player_has(game, q.index, "cant_lose")), None)
    if blocker is not None:
        # "your opponents can't win the game" (101.2: can't beats can)
        game.log(f"{p.name} can't win the game ({blocker.name}'s opponents can't win)")
        return False
    for q in others:
        q.lost = True  # 104.1: the game is over; no one else is still in it
    game.log(f"{p.name} wins the game (104.2b)")
    game.state.touch()
    return True


def do_win_game(r: Resolution, step: WinGame) -> None:
    """104.2b: "<who> wins the game"."""
    for p in r.players(step.who):
        win(r.game, p)


def do_lose_game(r: Resolution, step: LoseGame) -> None:
    """104.3e: "<who> loses the game"."""
    for p in r.players(step.who):
        lose(r.game, p)
