"""614.11 / 121.6a: draws replaced while the player's library is empty:

    If you would draw a card while your library has no cards in it, you win the game
    instead.                                                  (Laboratory Maniac)
    If you would draw a card while your library has no cards in it, skip that draw instead.
                                                              (Living Conundrum)

A replacement effect of a static ability (`RULE`, detail: what happens instead, `WIN` or
`SKIP`) on each draw its controller would make while their library has no cards in it (121.6a:
it applies although no card could be drawn, so the player doesn't attempt to draw from an
empty library, 704.5b). 616.1: when several apply with different outcomes, the player who
would draw chooses the one to apply; whichever applies replaces the draw entirely, so no other
is left to apply. 104.2b: the player wins the game (`engine.players.outcome.win`, which an
opponent's "can't win" effect stops: the draw is still replaced, 101.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: 613.11: on the static ability's source; detail: `WIN` or `SKIP`.
RULE = "empty_library_draw"
WIN = "win"
SKIP = "skip"
_SAYS = {WIN: "win the game instead (104.2b)", SKIP: "skip that draw instead"}


def replaces_empty(game: Game, player: int) -> bool:
    """Would an effect of `player`'s replace a draw now (their library is empty)?"""
    if game.state.zone_list("library", player):
        return False
    from arbiter.engine.rules_effects import rules_effects

    return any(c == player and d for _ts, d, c in rules_effects(game, RULE))


def replaced_on_empty(game: Game, player: int) -> bool:
    """614.11: as `player` would draw a card with no cards in their library, an effect of
    theirs replaces the draw; returns whether it was replaced."""
    if game.state.zone_list("library", player):
        return False
    from arbiter.engine.rules_effects import rules_effects

    outcomes = sorted({d for _ts, d, c in rules_effects(game, RULE) if c == player and d})
    if not outcomes:
        return False
    pick = outcomes[0] if len(outcomes) == 1 else game.decide(Decision(
        "choose", "which replacement effect applies to the draw? (616.1)", player,
        [(_SAYS[o], o) for o in outcomes], key="draw_replacement"))
    name = game.player_name(player)
    if pick == WIN:
        from arbiter.engine.players.outcome import win

        game.log(f"{name} would draw from an empty library and wins instead (614.11)")
        win(game, player)
    else:
        game.log(f"{name} skips a draw from an empty library (614.11)")
    return True


__all__ = ["RULE", "SKIP", "WIN", "replaced_on_empty", "replaces_empty"]
